// Demo keys for each project: a word game's UI and level texts in ten languages, tagged, with what
// a live project has too: a few texts missing or empty, keys no longer in use, some texts the
// machine filled, and (seedUnpublishedEdit, after the publish demo) one placeholder mismatch made
// since the last publish ('{count}' in en, missing in de).
import { projects, users } from '../../../../core/server/db/schema';
import type { DemoContext } from '../../../../core/server/plugin';
import { eq } from 'drizzle-orm';
import type { KeySource, TranslationMap } from '../../shared';
import { mlProjectKeys, mlTags } from '../db';

const LANGS = ['en', 'fr', 'de', 'es', 'it', 'pt', 'ru', 'ja', 'ko', 'zh-CN'] as const;
type Row = readonly [key: string, tag: string, texts: readonly string[]];

// en, fr, de, es, it, pt, ru, ja, ko, zh-CN
const UI: Row[] = [
  ['menu.play', 'ui', ['Play', 'Jouer', 'Spielen', 'Jugar', 'Gioca', 'Jogar', 'Играть', 'プレイ', '플레이', '开始']],
  [
    'menu.settings',
    'ui',
    ['Settings', 'Paramètres', 'Einstellungen', 'Ajustes', 'Impostazioni', 'Configurações', 'Настройки', '設定', '설정', '设置'],
  ],
  [
    'menu.continue',
    'ui',
    ['Continue', 'Continuer', 'Weiter', 'Continuar', 'Continua', 'Continuar', 'Продолжить', '続ける', '계속', '继续'],
  ],
  [
    'menu.daily_puzzle',
    'ui',
    [
      'Daily puzzle',
      'Puzzle du jour',
      'Tagesrätsel',
      'Puzle diario',
      'Puzzle del giorno',
      'Quebra-cabeça diário',
      'Головоломка дня',
      'デイリーパズル',
      '오늘의 퍼즐',
      '每日谜题',
    ],
  ],
  [
    'menu.leaderboard',
    'ui',
    [
      'Leaderboard',
      'Classement',
      'Bestenliste',
      'Clasificación',
      'Classifica',
      'Classificação',
      'Рейтинг',
      'ランキング',
      '순위표',
      '排行榜',
    ],
  ],
  ['settings.sound', 'ui', ['Sound', 'Son', 'Ton', 'Sonido', 'Suono', 'Som', 'Звук', 'サウンド', '사운드', '声音']],
  ['settings.music', 'ui', ['Music', 'Musique', 'Musik', 'Música', 'Musica', 'Música', 'Музыка', '音楽', '음악', '音乐']],
  ['settings.language', 'ui', ['Language', 'Langue', 'Sprache', 'Idioma', 'Lingua', 'Idioma', 'Язык', '言語', '언어', '语言']],
  [
    'settings.notifications',
    'ui',
    [
      'Notifications',
      'Notifications',
      'Benachrichtigungen',
      'Notificaciones',
      'Notifiche',
      'Notificações',
      'Уведомления',
      '通知',
      '알림',
      '通知',
    ],
  ],
  [
    'settings.restore_purchases',
    'shop',
    [
      'Restore purchases',
      'Restaurer les achats',
      'Käufe wiederherstellen',
      'Restaurar compras',
      'Ripristina acquisti',
      'Restaurar compras',
      'Восстановить покупки',
      '購入を復元',
      '구매 복원',
      '恢复购买',
    ],
  ],
  [
    'settings.privacy',
    'ui',
    [
      'Privacy policy',
      'Politique de confidentialité',
      'Datenschutzerklärung',
      'Política de privacidad',
      'Informativa sulla privacy',
      'Política de privacidade',
      'Политика конфиденциальности',
      'プライバシーポリシー',
      '개인정보 처리방침',
      '隐私政策',
    ],
  ],
  ['shop.title', 'shop', ['Shop', 'Boutique', 'Shop', 'Tienda', 'Negozio', 'Loja', 'Магазин', 'ショップ', '상점', '商店']],
  [
    'shop.coins',
    'shop',
    [
      '{count} coins',
      '{count} pièces',
      '{count} Münzen',
      '{count} monedas',
      '{count} monete',
      '{count} moedas',
      '{count} монет',
      '{count} コイン',
      '코인 {count}개',
      '{count} 金币',
    ],
  ],
  [
    'shop.remove_ads',
    'shop',
    [
      'Remove ads',
      'Supprimer les pubs',
      'Werbung entfernen',
      'Quitar anuncios',
      'Rimuovi pubblicità',
      'Remover anúncios',
      'Убрать рекламу',
      '広告を削除',
      '광고 제거',
      '移除广告',
    ],
  ],
  [
    'shop.starter_pack',
    'shop',
    [
      'Starter pack',
      'Pack de départ',
      'Starterpaket',
      'Paquete inicial',
      'Pacchetto iniziale',
      'Pacote inicial',
      'Стартовый набор',
      'スターターパック',
      '스타터 팩',
      '新手礼包',
    ],
  ],
  [
    'shop.best_value',
    'shop',
    [
      'Best value',
      'Meilleure offre',
      'Bester Wert',
      'Mejor oferta',
      'Miglior offerta',
      'Melhor oferta',
      'Выгоднее всего',
      'お得',
      '최고의 가치',
      '超值',
    ],
  ],
  ['shop.buy', 'shop', ['Buy', 'Acheter', 'Kaufen', 'Comprar', 'Acquista', 'Comprar', 'Купить', '購入', '구매', '购买']],
  [
    'shop.purchase_failed',
    'shop',
    [
      'Purchase failed. Please try again.',
      "L'achat a échoué. Veuillez réessayer.",
      'Kauf fehlgeschlagen. Bitte versuche es erneut.',
      'La compra ha fallado. Inténtalo de nuevo.',
      'Acquisto non riuscito. Riprova.',
      'A compra falhou. Tente novamente.',
      'Покупка не удалась. Попробуйте ещё раз.',
      '購入に失敗しました。もう一度お試しください。',
      '구매에 실패했습니다. 다시 시도해 주세요.',
      '购买失败，请重试。',
    ],
  ],
  ['game.hint', 'game', ['Hint', 'Indice', 'Tipp', 'Pista', 'Suggerimento', 'Dica', 'Подсказка', 'ヒント', '힌트', '提示']],
  [
    'game.shuffle',
    'game',
    ['Shuffle', 'Mélanger', 'Mischen', 'Mezclar', 'Mescola', 'Embaralhar', 'Перемешать', 'シャッフル', '섞기', '打乱'],
  ],
  [
    'game.level_complete',
    'game',
    [
      'Level complete!',
      'Niveau terminé !',
      'Level geschafft!',
      '¡Nivel completado!',
      'Livello completato!',
      'Nível concluído!',
      'Уровень пройден!',
      'レベルクリア！',
      '레벨 완료!',
      '关卡完成！',
    ],
  ],
  [
    'game.out_of_moves',
    'game',
    [
      'Out of moves',
      'Plus de coups',
      'Keine Züge mehr',
      'Sin movimientos',
      'Mosse esaurite',
      'Sem jogadas',
      'Ходы закончились',
      '手詰まり',
      '이동 횟수 소진',
      '步数用完了',
    ],
  ],
  [
    'game.try_again',
    'game',
    [
      'Try again',
      'Réessayer',
      'Nochmal versuchen',
      'Reintentar',
      'Riprova',
      'Tentar novamente',
      'Ещё раз',
      'もう一度',
      '다시 시도',
      '再试一次',
    ],
  ],
  [
    'game.words_found',
    'game',
    [
      '{found} of {total} words found',
      '{found} mots trouvés sur {total}',
      '{found} von {total} Wörtern gefunden',
      '{found} de {total} palabras encontradas',
      '{found} parole trovate su {total}',
      '{found} de {total} palavras encontradas',
      'Найдено слов: {found} из {total}',
      '{total}語中{found}語見つけました',
      '{total}개 중 {found}개 단어 찾음',
      '已找到 {found}/{total} 个单词',
    ],
  ],
  [
    'game.bonus_word',
    'game',
    [
      'Bonus word!',
      'Mot bonus !',
      'Bonuswort!',
      '¡Palabra extra!',
      'Parola bonus!',
      'Palavra bônus!',
      'Бонусное слово!',
      'ボーナスワード！',
      '보너스 단어!',
      '奖励单词！',
    ],
  ],
  [
    'game.streak',
    'game',
    [
      '{days}-day streak',
      'Série de {days} jours',
      '{days} Tage in Folge',
      'Racha de {days} días',
      'Serie di {days} giorni',
      'Sequência de {days} dias',
      'Серия: {days} дн.',
      '{days}日連続',
      '{days}일 연속',
      '连续 {days} 天',
    ],
  ],
  [
    'tutorial.swipe',
    'tutorial',
    [
      'Swipe across the letters to make a word',
      'Glissez sur les lettres pour former un mot',
      'Wische über die Buchstaben, um ein Wort zu bilden',
      'Desliza por las letras para formar una palabra',
      'Scorri sulle lettere per formare una parola',
      'Deslize pelas letras para formar uma palavra',
      'Проведите по буквам, чтобы составить слово',
      '文字をなぞって単語を作ろう',
      '글자를 밀어서 단어를 만드세요',
      '滑过字母组成单词',
    ],
  ],
  [
    'tutorial.hint',
    'tutorial',
    [
      'Stuck? Tap the bulb for a hint',
      'Bloqué ? Touchez l’ampoule pour un indice',
      'Nicht weiter? Tippe auf die Glühbirne für einen Tipp',
      '¿Atascado? Toca la bombilla para una pista',
      'Bloccato? Tocca la lampadina per un suggerimento',
      'Travou? Toque na lâmpada para uma dica',
      'Застряли? Нажмите на лампочку',
      '困ったら電球をタップしてヒント',
      '막혔나요? 전구를 눌러 힌트를 받으세요',
      '卡住了？点击灯泡获取提示',
    ],
  ],
  [
    'tutorial.done',
    'tutorial',
    [
      "You're ready to play!",
      'Vous êtes prêt à jouer !',
      'Du bist bereit!',
      '¡Ya puedes jugar!',
      'Sei pronto a giocare!',
      'Você está pronto para jogar!',
      'Можно играть!',
      '準備完了！',
      '이제 플레이할 준비가 됐어요!',
      '准备好开始了！',
    ],
  ],
  [
    'reward.daily',
    'reward',
    [
      'Daily reward',
      'Récompense quotidienne',
      'Tägliche Belohnung',
      'Recompensa diaria',
      'Ricompensa giornaliera',
      'Recompensa diária',
      'Ежедневная награда',
      'デイリー報酬',
      '일일 보상',
      '每日奖励',
    ],
  ],
  ['reward.claim', 'reward', ['Claim', 'Récupérer', 'Abholen', 'Reclamar', 'Riscatta', 'Resgatar', 'Забрать', '受け取る', '받기', '领取']],
  [
    'reward.watch_ad',
    'reward',
    [
      'Watch a video for {count} coins',
      'Regardez une vidéo pour {count} pièces',
      'Sieh dir ein Video an für {count} Münzen',
      'Mira un vídeo y gana {count} monedas',
      'Guarda un video per {count} monete',
      'Assista a um vídeo por {count} moedas',
      'Посмотрите видео и получите {count} монет',
      '動画を見て{count}コイン',
      '동영상 시청 시 코인 {count}개',
      '观看视频获得 {count} 金币',
    ],
  ],
  [
    'reward.chest_ready',
    'reward',
    [
      'Your chest is ready!',
      'Votre coffre est prêt !',
      'Deine Truhe ist bereit!',
      '¡Tu cofre está listo!',
      'Il tuo forziere è pronto!',
      'Seu baú está pronto!',
      'Сундук готов!',
      '宝箱の準備ができました！',
      '상자가 준비됐어요!',
      '宝箱已就绪！',
    ],
  ],
  [
    'event.weekend_title',
    'event',
    [
      'Weekend challenge',
      'Défi du week-end',
      'Wochenend-Challenge',
      'Desafío de fin de semana',
      'Sfida del weekend',
      'Desafio de fim de semana',
      'Испытание выходных',
      '週末チャレンジ',
      '주말 챌린지',
      '周末挑战',
    ],
  ],
  [
    'event.ends_in',
    'event',
    [
      'Ends in {time}',
      'Se termine dans {time}',
      'Endet in {time}',
      'Termina en {time}',
      'Termina tra {time}',
      'Termina em {time}',
      'Закончится через {time}',
      '残り{time}',
      '{time} 후 종료',
      '{time}后结束',
    ],
  ],
  [
    'event.halloween',
    'event',
    [
      'Halloween hunt',
      "Chasse d'Halloween",
      'Halloween-Jagd',
      'Caza de Halloween',
      'Caccia di Halloween',
      'Caça de Halloween',
      'Охота на Хеллоуин',
      'ハロウィン探し',
      '할로윈 사냥',
      '万圣节寻宝',
    ],
  ],
  [
    'popup.rate_us',
    'ui',
    [
      'Enjoying the game? Rate us!',
      'Vous aimez le jeu ? Notez-nous !',
      'Gefällt dir das Spiel? Bewerte uns!',
      '¿Te gusta el juego? ¡Valóranos!',
      'Ti piace il gioco? Valutaci!',
      'Curtindo o jogo? Avalie-nos!',
      'Нравится игра? Оцените нас!',
      'ゲームを楽しんでいますか？評価してください！',
      '게임이 마음에 드시나요? 평가해 주세요!',
      '喜欢这个游戏吗？给我们评分吧！',
    ],
  ],
  [
    'popup.no_internet',
    'ui',
    [
      'No internet connection',
      'Pas de connexion Internet',
      'Keine Internetverbindung',
      'Sin conexión a Internet',
      'Nessuna connessione a Internet',
      'Sem conexão com a internet',
      'Нет подключения к интернету',
      'インターネットに接続されていません',
      '인터넷 연결 없음',
      '无网络连接',
    ],
  ],
  [
    'popup.update_available',
    'ui',
    [
      'A new version is available',
      'Une nouvelle version est disponible',
      'Eine neue Version ist verfügbar',
      'Hay una nueva versión disponible',
      'È disponibile una nuova versione',
      'Uma nova versão está disponível',
      'Доступна новая версия',
      '新しいバージョンがあります',
      '새 버전이 있습니다',
      '有新版本可用',
    ],
  ],
  [
    'popup.old_facebook_login',
    'ui',
    [
      'Log in with Facebook',
      'Se connecter avec Facebook',
      'Mit Facebook anmelden',
      'Iniciar sesión con Facebook',
      'Accedi con Facebook',
      'Entrar com o Facebook',
      'Войти через Facebook',
      'Facebookでログイン',
      'Facebook으로 로그인',
      '使用 Facebook 登录',
    ],
  ],
];

// Level names: "Level {n}: {theme}"; the word and the themes per language.
const LEVEL = ['Level', 'Niveau', 'Level', 'Nivel', 'Livello', 'Nível', 'Уровень', 'レベル', '레벨', '关卡'];
const THEMES: readonly string[][] = [
  [
    'Sunny Meadow',
    'Prairie ensoleillée',
    'Sonnige Wiese',
    'Prado soleado',
    'Prato soleggiato',
    'Prado ensolarado',
    'Солнечный луг',
    '晴れた草原',
    '햇살 가득한 초원',
    '阳光草地',
  ],
  [
    'Misty Forest',
    'Forêt brumeuse',
    'Nebliger Wald',
    'Bosque brumoso',
    'Foresta nebbiosa',
    'Floresta enevoada',
    'Туманный лес',
    '霧の森',
    '안개 낀 숲',
    '迷雾森林',
  ],
  [
    'Desert Dunes',
    'Dunes du désert',
    'Wüstendünen',
    'Dunas del desierto',
    'Dune del deserto',
    'Dunas do deserto',
    'Пустынные дюны',
    '砂漠の砂丘',
    '사막 모래언덕',
    '沙漠沙丘',
  ],
  [
    'Frozen Lake',
    'Lac gelé',
    'Gefrorener See',
    'Lago helado',
    'Lago ghiacciato',
    'Lago congelado',
    'Замёрзшее озеро',
    '凍った湖',
    '얼어붙은 호수',
    '冰封湖泊',
  ],
  [
    'Coral Reef',
    'Récif de corail',
    'Korallenriff',
    'Arrecife de coral',
    'Barriera corallina',
    'Recife de coral',
    'Коралловый риф',
    'サンゴ礁',
    '산호초',
    '珊瑚礁',
  ],
  [
    'Mountain Pass',
    'Col de montagne',
    'Bergpass',
    'Paso de montaña',
    'Passo di montagna',
    'Passagem da montanha',
    'Горный перевал',
    '山道',
    '산길',
    '山口',
  ],
  [
    'City Lights',
    'Lumières de la ville',
    'Lichter der Stadt',
    'Luces de la ciudad',
    'Luci della città',
    'Luzes da cidade',
    'Огни города',
    '街の灯り',
    '도시의 불빛',
    '城市灯火',
  ],
  [
    'Ancient Temple',
    'Temple ancien',
    'Alter Tempel',
    'Templo antiguo',
    'Tempio antico',
    'Templo antigo',
    'Древний храм',
    '古代の神殿',
    '고대 사원',
    '古老神殿',
  ],
  [
    'Starry Night',
    'Nuit étoilée',
    'Sternennacht',
    'Noche estrellada',
    'Notte stellata',
    'Noite estrelada',
    'Звёздная ночь',
    '星降る夜',
    '별이 빛나는 밤',
    '星空之夜',
  ],
  [
    'Autumn Orchard',
    "Verger d'automne",
    'Herbstlicher Obstgarten',
    'Huerto otoñal',
    'Frutteto autunnale',
    'Pomar de outono',
    'Осенний сад',
    '秋の果樹園',
    '가을 과수원',
    '秋日果园',
  ],
];
const LEVELS = 110;

/** A demo level's name in one of the demo's languages ("Level {n}: {theme}"). */
export function demoLevelName(n: number, lang: string): string {
  const i = (LANGS as readonly string[]).indexOf(lang);
  return `${LEVEL[i]} ${n}: ${THEMES[(n - 1) % THEMES.length][i]}`;
}

interface DemoKey {
  key: string;
  tag: string;
  translation: TranslationMap;
  unfinished: boolean;
  notInUse: boolean;
  source: KeySource;
  engines: Record<string, string>;
  maxLength: number | null;
}

/** The demo keys, the same for every project. */
export function demoKeys(): DemoKey[] {
  const keys: DemoKey[] = [];
  const map = (texts: readonly string[]) => Object.fromEntries(LANGS.map((l, i) => [l, texts[i]]));
  for (const [key, tag, texts] of UI)
    keys.push({ key, tag, translation: map(texts), unfinished: false, notInUse: false, source: 'manual', engines: {}, maxLength: null });
  for (let n = 1; n <= LEVELS; n++) {
    const texts = LANGS.map((lang) => demoLevelName(n, lang));
    keys.push({
      key: `level.${String(n).padStart(3, '0')}.name`,
      tag: 'level',
      translation: map(texts),
      unfinished: false,
      notInUse: false,
      source: 'excel',
      engines: {},
      maxLength: 40,
    });
  }
  const byKey = new Map(keys.map((k) => [k.key, k]));
  const edit = (key: string, f: (k: DemoKey) => void) => f(byKey.get(key)!);
  // What a live project has: the newest levels not yet in ko, one ja text left empty, a text
  // the machine filled, keys no longer shown, and a button label with a length limit.
  for (let n = LEVELS - 4; n <= LEVELS; n++)
    edit(`level.${String(n).padStart(3, '0')}.name`, (k) => {
      delete k.translation.ko;
      k.unfinished = true;
    });
  edit('event.halloween', (k) => {
    k.translation.ja = '';
    k.unfinished = true;
  });
  edit('reward.chest_ready', (k) => {
    k.source = 'machine';
    k.engines = { ko: 'memory', 'zh-CN': 'memory' };
    k.unfinished = true;
  });
  edit('popup.old_facebook_login', (k) => {
    k.notInUse = true;
  });
  edit('event.halloween', (k) => {
    k.notInUse = true;
  });
  edit('menu.play', (k) => {
    k.maxLength = 10;
  });
  return keys;
}

export async function seedProjectKeys({ db }: DemoContext): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.role, 'ADMIN')).limit(1);
  const operator = admin?.displayName || admin?.mail || 'demo';
  const codes = (await db.select({ code: projects.code }).from(projects)).map((p) => p.code);
  const keys = demoKeys();
  const tagNames = [...new Set(keys.map((k) => k.tag))];
  for (const code of codes) {
    const tags = await db
      .insert(mlTags)
      .values(tagNames.map((name) => ({ scope: code, name })))
      .onConflictDoNothing()
      .returning();
    const tagId = new Map(tags.map((t) => [t.name, t.id]));
    await db
      .insert(mlProjectKeys)
      .values(
        keys.map((k) => ({
          projectCode: code,
          key: k.key,
          translation: k.translation,
          unfinished: k.unfinished,
          notInUse: k.notInUse,
          source: k.source,
          engines: k.engines,
          maxLength: k.maxLength,
          tagIds: tagId.has(k.tag) ? [tagId.get(k.tag)!] : [],
          operator,
        })),
      )
      .onConflictDoNothing();
  }
}

/**
 * An edit made since the last publish (after the publish demo): shop.coins lost its {count} in
 * German, so the publish gate has a placeholder mismatch to show and refuses the next publish
 * until it is mended.
 */
export async function seedUnpublishedEdit({ db }: DemoContext): Promise<void> {
  const rows = await db.select().from(mlProjectKeys).where(eq(mlProjectKeys.key, 'shop.coins'));
  for (const row of rows) {
    if (row.translation.de !== '{count} Münzen') continue;
    await db
      .update(mlProjectKeys)
      .set({ translation: { ...row.translation, de: 'Münzen' } })
      .where(eq(mlProjectKeys.id, row.id));
  }
}
