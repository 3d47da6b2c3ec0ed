// Demo common keys (the lead wires seedCommon into the plugin's demo): a game UI's buttons, shop
// and settings texts in seven languages, some Unfinished, tagged ui / shop / settings; a few
// synced into two demo projects, one of them with a text the project edited itself (so the
// three-way sync check has a conflict to show once the common text changes).
import { eq } from 'drizzle-orm';
import type { DemoContext } from '../../../../core/server/plugin';
import { projects } from '../../../../core/server/db/schema';
import { COMMON_SCOPE, type TranslationMap } from '../../shared';
import { mlCommonKeys, mlProjectKeys, mlTags } from '../db';

type Row = [
  key: string,
  tag: 'ui' | 'shop' | 'settings',
  en: string,
  fr: string,
  de: string,
  es: string,
  ja: string,
  zhCN: string,
  pt: string,
];

// Empty cells: not translated yet (those keys are Unfinished).
const KEYS: Row[] = [
  ['button.ok', 'ui', 'OK', 'OK', 'OK', 'Aceptar', 'OK', '确定', 'OK'],
  ['button.cancel', 'ui', 'Cancel', 'Annuler', 'Abbrechen', 'Cancelar', 'キャンセル', '取消', 'Cancelar'],
  ['button.close', 'ui', 'Close', 'Fermer', 'Schließen', 'Cerrar', '閉じる', '关闭', 'Fechar'],
  ['button.continue', 'ui', 'Continue', 'Continuer', 'Weiter', 'Continuar', '続ける', '继续', 'Continuar'],
  ['button.retry', 'ui', 'Retry', 'Réessayer', 'Erneut versuchen', 'Reintentar', 'リトライ', '重试', 'Tentar novamente'],
  ['button.play', 'ui', 'Play', 'Jouer', 'Spielen', 'Jugar', 'プレイ', '开始', 'Jogar'],
  ['button.next', 'ui', 'Next', 'Suivant', 'Weiter', 'Siguiente', '次へ', '下一步', 'Próximo'],
  ['button.back', 'ui', 'Back', 'Retour', 'Zurück', 'Atrás', '戻る', '返回', 'Voltar'],
  ['button.claim', 'ui', 'Claim', 'Récupérer', 'Abholen', 'Reclamar', '受け取る', '领取', 'Resgatar'],
  ['button.share', 'ui', 'Share', 'Partager', 'Teilen', 'Compartir', 'シェア', '分享', 'Compartilhar'],
  [
    'level.complete',
    'ui',
    'Level {level} complete!',
    'Niveau {level} terminé !',
    'Level {level} geschafft!',
    '¡Nivel {level} completado!',
    'レベル{level}クリア！',
    '第{level}关完成！',
    'Nível {level} concluído!',
  ],
  ['level.failed', 'ui', 'Out of moves', 'Plus de coups', 'Keine Züge mehr', 'Sin movimientos', '手数切れ', '步数用完了', 'Sem jogadas'],
  [
    'level.stars',
    'ui',
    'You earned {count} stars',
    'Vous avez gagné {count} étoiles',
    'Du hast {count} Sterne verdient',
    'Has ganado {count} estrellas',
    '{count}個の星を獲得',
    '你获得了{count}颗星',
    'Você ganhou {count} estrelas',
  ],
  [
    'daily.reward',
    'ui',
    'Daily reward',
    'Récompense du jour',
    'Tägliche Belohnung',
    'Recompensa diaria',
    'デイリー報酬',
    '每日奖励',
    'Recompensa diária',
  ],
  [
    'daily.streak',
    'ui',
    'Day {day} streak',
    'Série du jour {day}',
    'Tag {day} in Folge',
    'Racha del día {day}',
    '{day}日連続',
    '连续第{day}天',
    'Sequência do dia {day}',
  ],
  ['lives.full', 'ui', 'Lives full', 'Vies au maximum', 'Leben voll', 'Vidas completas', 'ライフ満タン', '生命已满', 'Vidas cheias'],
  [
    'lives.next',
    'ui',
    'Next life in %1$s',
    'Prochaine vie dans %1$s',
    'Nächstes Leben in %1$s',
    'Próxima vida en %1$s',
    '次のライフまで%1$s',
    '下一条生命：%1$s',
    'Próxima vida em %1$s',
  ],
  [
    'event.ends_in',
    'ui',
    'Ends in %1$s',
    'Se termine dans %1$s',
    'Endet in %1$s',
    'Termina en %1$s',
    '残り%1$s',
    '%1$s后结束',
    'Termina em %1$s',
  ],
  ['event.new', 'ui', 'New event!', 'Nouvel événement !', 'Neues Event!', '¡Nuevo evento!', '', '', ''],
  [
    'tutorial.tap_to_start',
    'ui',
    'Tap to start',
    'Touchez pour commencer',
    'Tippen zum Starten',
    'Toca para empezar',
    'タップしてスタート',
    '点击开始',
    'Toque para começar',
  ],
  ['shop.title', 'shop', 'Shop', 'Boutique', 'Shop', 'Tienda', 'ショップ', '商店', 'Loja'],
  ['shop.buy', 'shop', 'Buy', 'Acheter', 'Kaufen', 'Comprar', '購入', '购买', 'Comprar'],
  [
    'shop.coins',
    'shop',
    '{count} coins',
    '{count} pièces',
    '{count} Münzen',
    '{count} monedas',
    'コイン{count}枚',
    '{count}金币',
    '{count} moedas',
  ],
  ['shop.best_value', 'shop', 'Best value', 'Meilleure offre', 'Bester Wert', 'Mejor oferta', 'お得', '最超值', 'Melhor valor'],
  [
    'shop.most_popular',
    'shop',
    'Most popular',
    'Le plus populaire',
    'Am beliebtesten',
    'Más popular',
    '人気No.1',
    '最受欢迎',
    'Mais popular',
  ],
  [
    'shop.restore',
    'shop',
    'Restore purchases',
    'Restaurer les achats',
    'Käufe wiederherstellen',
    'Restaurar compras',
    '購入を復元',
    '恢复购买',
    'Restaurar compras',
  ],
  [
    'shop.no_ads',
    'shop',
    'Remove ads',
    'Supprimer les pubs',
    'Werbung entfernen',
    'Quitar anuncios',
    '広告を削除',
    '移除广告',
    'Remover anúncios',
  ],
  [
    'shop.starter_pack',
    'shop',
    'Starter pack',
    'Pack de démarrage',
    'Startpaket',
    'Paquete inicial',
    'スターターパック',
    '新手礼包',
    'Pacote inicial',
  ],
  [
    'shop.purchase_failed',
    'shop',
    'Purchase failed. Please try again.',
    "L'achat a échoué. Veuillez réessayer.",
    'Kauf fehlgeschlagen. Bitte versuche es erneut.',
    'La compra falló. Inténtalo de nuevo.',
    '購入に失敗しました。もう一度お試しください。',
    '购买失败，请重试。',
    'A compra falhou. Tente novamente.',
  ],
  [
    'shop.offer_ends',
    'shop',
    'Offer ends in %1$s',
    "L'offre se termine dans %1$s",
    'Angebot endet in %1$s',
    'La oferta termina en %1$s',
    '',
    '',
    '',
  ],
  ['shop.free_gift', 'shop', 'Free gift', 'Cadeau gratuit', '', '', '', '', ''],
  ['settings.title', 'settings', 'Settings', 'Paramètres', 'Einstellungen', 'Ajustes', '設定', '设置', 'Configurações'],
  ['settings.sound', 'settings', 'Sound', 'Son', 'Ton', 'Sonido', 'サウンド', '音效', 'Som'],
  ['settings.music', 'settings', 'Music', 'Musique', 'Musik', 'Música', '音楽', '音乐', 'Música'],
  ['settings.vibration', 'settings', 'Vibration', 'Vibration', 'Vibration', 'Vibración', 'バイブレーション', '振动', 'Vibração'],
  [
    'settings.notifications',
    'settings',
    'Notifications',
    'Notifications',
    'Benachrichtigungen',
    'Notificaciones',
    '通知',
    '通知',
    'Notificações',
  ],
  ['settings.language', 'settings', 'Language', 'Langue', 'Sprache', 'Idioma', '言語', '语言', 'Idioma'],
  [
    'settings.privacy',
    'settings',
    'Privacy policy',
    'Politique de confidentialité',
    'Datenschutzerklärung',
    'Política de privacidad',
    'プライバシーポリシー',
    '隐私政策',
    'Política de privacidade',
  ],
  [
    'settings.terms',
    'settings',
    'Terms of service',
    "Conditions d'utilisation",
    'Nutzungsbedingungen',
    'Términos del servicio',
    '利用規約',
    '服务条款',
    'Termos de serviço',
  ],
  [
    'settings.support',
    'settings',
    'Contact support',
    'Contacter le support',
    'Support kontaktieren',
    'Contactar con soporte',
    'サポートに連絡',
    '联系客服',
    'Falar com o suporte',
  ],
  ['settings.delete_account', 'settings', 'Delete account', 'Supprimer le compte', 'Konto löschen', '', '', '', ''],
];
const LANGS = ['en', 'fr', 'de', 'es', 'ja', 'zh-CN', 'pt'] as const;

const DEMO_PROJECTS = ['jigsaw', 'words'] as const;
/** Synced into two demo projects: buttons and the shop's title and buy. */
const SYNCED = ['button.ok', 'button.cancel', 'button.close', 'button.continue', 'shop.title', 'shop.buy', 'settings.title'];

export async function seedCommon(ctx: Pick<DemoContext, 'db'>): Promise<void> {
  const { db } = ctx;
  const operator = 'demo';
  const tags = await db
    .insert(mlTags)
    .values(['ui', 'shop', 'settings'].map((name) => ({ scope: COMMON_SCOPE, name })))
    .onConflictDoNothing()
    .returning();
  const tagId = new Map(tags.map((t) => [t.name, t.id]));
  const rows = KEYS.map(([key, tag, ...texts]) => {
    const translation: TranslationMap = {};
    LANGS.forEach((lang, i) => texts[i] && (translation[lang] = texts[i]));
    return {
      key,
      translation,
      unfinished: Object.keys(translation).length < LANGS.length,
      tagIds: tagId.has(tag) ? [tagId.get(tag)!] : [],
      operator,
    };
  });
  const inserted = await db.insert(mlCommonKeys).values(rows).onConflictDoNothing().returning();
  const codes = (await db.select({ code: projects.code }).from(projects).orderBy(projects.code)).map((p) => p.code);
  const demoProjects = DEMO_PROJECTS.every((c) => codes.includes(c)) ? [...DEMO_PROJECTS] : codes.slice(0, 2);
  const byKey = new Map(inserted.map((r) => [r.key, r]));
  for (const code of demoProjects) {
    for (const key of SYNCED) {
      const common = byKey.get(key);
      if (!common) continue;
      await db
        .insert(mlProjectKeys)
        .values({
          projectCode: code,
          key,
          translation: common.translation,
          unfinished: common.unfinished,
          source: 'common',
          commonId: common.id,
          commonBase: common.translation,
          operator,
        })
        .onConflictDoNothing();
    }
  }
  // The first project reworded its French "Continue" itself: a later change of the common text is a conflict there.
  const [first] = demoProjects;
  const cont = byKey.get('button.continue');
  if (first && cont) {
    const [row] = await db
      .select()
      .from(mlProjectKeys)
      .where(eq(mlProjectKeys.projectCode, first))
      .then((r) => r.filter((x) => x.key === 'button.continue'));
    if (row)
      await db
        .update(mlProjectKeys)
        .set({ translation: { ...row.translation, fr: 'Poursuivre' } })
        .where(eq(mlProjectKeys.id, row.id));
  }
}
