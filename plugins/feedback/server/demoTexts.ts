// The demo's player texts: a few per mood in each demo language, with their English (what a
// translation of them reads like). [text, English]; English texts carry themselves.
export type Mood = 'happy' | 'mixed' | 'angry' | 'crash';
export const DEMO_LANGUAGES = ['en', 'de', 'fr', 'es', 'ja', 'zh-CN'] as const;
export type DemoLanguage = (typeof DEMO_LANGUAGES)[number];

export const DEMO_TEXTS: Record<Mood, Record<DemoLanguage, [string, string][]>> = {
  happy: {
    en: [
      ['Love this game, I play it every evening to relax.', ''],
      ['Beautiful pictures and the daily puzzle is great!', ''],
      ['Best puzzle game on my phone. Keep the new levels coming.', ''],
    ],
    de: [
      ['Tolles Spiel, ich spiele jeden Abend zum Entspannen.', 'Great game, I play every evening to relax.'],
      ['Wunderschöne Bilder und das tägliche Rätsel ist super!', 'Beautiful pictures and the daily puzzle is great!'],
    ],
    fr: [
      ["J'adore ce jeu, les images sont magnifiques.", 'I love this game, the pictures are beautiful.'],
      ['Très relaxant, parfait avant de dormir.', 'Very relaxing, perfect before going to sleep.'],
    ],
    es: [
      ['Me encanta este juego, lo juego todos los días.', 'I love this game, I play it every day.'],
      ['Muy entretenido y las imágenes son preciosas.', 'Very entertaining and the pictures are lovely.'],
    ],
    ja: [
      ['とても楽しいです。毎日遊んでいます。', 'It is a lot of fun. I play every day.'],
      ['絵がきれいで癒されます。', 'The pictures are pretty and soothing.'],
    ],
    'zh-CN': [
      ['非常好玩，每天都玩。', 'Great fun, I play every day.'],
      ['画面很漂亮，关卡设计也不错。', 'The graphics are beautiful and the levels are well designed.'],
    ],
  },
  mixed: {
    en: [
      ['Nice game but too many ads between levels.', ''],
      ['Good puzzles, but the hints are too expensive.', ''],
    ],
    de: [['Gutes Spiel, aber zu viel Werbung zwischen den Levels.', 'Good game, but too many ads between levels.']],
    fr: [['Bon jeu mais trop de publicités entre les niveaux.', 'Good game but too many ads between levels.']],
    es: [['Buen juego, pero las pistas son demasiado caras.', 'Good game, but the hints are too expensive.']],
    ja: [['面白いけど広告が多すぎます。', 'It is fun but there are too many ads.']],
    'zh-CN': [['游戏不错，但是广告太多了。', 'The game is good, but there are too many ads.']],
  },
  angry: {
    en: [
      ['I lost all my progress after the update. Very disappointed.', ''],
      ['Way too many ads, I cannot even finish a level.', ''],
    ],
    de: [
      ['Nach dem Update ist mein ganzer Fortschritt weg. Sehr enttäuscht.', 'After the update all my progress is gone. Very disappointed.'],
    ],
    fr: [["Après la mise à jour j'ai perdu toute ma progression.", 'After the update I lost all my progress.']],
    es: [['Demasiados anuncios, no puedo ni terminar un nivel.', 'Too many ads, I cannot even finish a level.']],
    ja: [['アップデート後にデータが消えました。', 'My data disappeared after the update.']],
    'zh-CN': [['更新后进度全部丢失了，非常失望。', 'All my progress was lost after the update, very disappointed.']],
  },
  crash: {
    en: [
      ['The game crashes every time I open a new puzzle since the last update.', ''],
      ['Stuck on the loading screen after updating.', ''],
    ],
    de: [['Das Spiel stürzt seit dem letzten Update ständig ab.', 'The game keeps crashing since the last update.']],
    fr: [['Le jeu plante à chaque ouverture depuis la mise à jour.', 'The game crashes every time it opens since the update.']],
    es: [['El juego se cierra solo desde la última actualización.', 'The game closes by itself since the last update.']],
    ja: [['最新のアップデートから起動するとすぐ落ちます。', 'Since the latest update it crashes right after starting.']],
    'zh-CN': [['最新版本一打开就闪退。', 'The latest version crashes as soon as it opens.']],
  },
};
