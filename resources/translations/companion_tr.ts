<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr_TR">
<context>
    <name>AboutBox</name>
    <message>
        <location filename="../../ui/shell/about.py" line="+24"/>
        <source>About Companion</source>
        <translation>Companion Hakkında</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Companion {0}&lt;/h3&gt;&lt;p&gt;Rules, digital play and table-side helpers for Lairs, Coup, Scout and Intrige.&lt;/p&gt;&lt;p&gt;An unofficial fan project, not affiliated with the games&apos; publishers. Lairs is by Chris Westmaas &amp;amp; Josh Cappel; Coup by Rikki Tahta; Scout by Kei Kajino (Oink Games); Intrige by Stefan Dorra (AMIGO).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Licenses&lt;/b&gt;&lt;br&gt;Companion: MIT License.&lt;br&gt;Qt {1} and PySide6 {2}: GNU LGPL v3.&lt;br&gt;networkx {3}: BSD 3-Clause License.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Companion {0}&lt;/h3&gt;&lt;p&gt;Lairs, Coup, Scout ve Intrige için kurallar, dijital oyun ve masa başı yardımcıları.&lt;/p&gt;&lt;p&gt;Resmî olmayan bir hayran projesidir; oyunların yayıncılarıyla bağlantısı yoktur. Lairs: Chris Westmaas &amp;amp; Josh Cappel; Coup: Rikki Tahta; Scout: Kei Kajino (Oink Games); Intrige: Stefan Dorra (AMIGO).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Lisanslar&lt;/b&gt;&lt;br&gt;Companion: MIT Lisansı.&lt;br&gt;Qt {1} ve PySide6 {2}: GNU LGPL v3.&lt;br&gt;networkx {3}: BSD 3 Maddeli Lisans.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;p&gt;&lt;b&gt;For a bug report&lt;/b&gt;&lt;br&gt;Rules versions: {0}&lt;br&gt;Python {1}&lt;br&gt;Data folder: {2}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Hata bildirimi için&lt;/b&gt;&lt;br&gt;Kural sürümleri: {0}&lt;br&gt;Python {1}&lt;br&gt;Veri klasörü: {2}&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AchievementsRow</name>
    <message>
        <location filename="../../ui/lairs/explorer/achievements.py" line="+36"/>
        <source>Disarmed traps {0}, opened chests {1}, defeated monsters {2}. Leaving needs 3 chests, 3 monsters, or 2 chests and 2 monsters.</source>
        <translation>Etkisizleştirilmiş tuzak {0}, açılmış sandık {1}, yenilen canavar {2}. Çıkmak için 3 sandık, 3 canavar ya da 2 sandık ve 2 canavar gerekir.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Disarmed traps</source>
        <translation>Etkisiz Tuzaklar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opened chests</source>
        <translation>Açılmış Sandıklar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defeated monsters</source>
        <translation>Yenilen Canavarlar</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Exit open</source>
        <translation>Çıkış açık</translation>
    </message>
</context>
<context>
    <name>Activity</name>
    <message>
        <location filename="../../ui/shell/activities.py" line="+72"/>
        <source>turn {0}</source>
        <translation>tur {0}</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../../ui/lairs/board_scene.py" line="+191"/>
        <source>N</source>
        <comment>compass: north</comment>
        <translation>K</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>E</source>
        <comment>compass: east</comment>
        <translation>D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S</source>
        <comment>compass: south</comment>
        <translation>G</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W</source>
        <comment>compass: west</comment>
        <translation>B</translation>
    </message>
</context>
<context>
    <name>BotLevel</name>
    <message>
        <location filename="../../companion/coup/__init__.py" line="+28"/>
        <source>plays its cards, bluffs now and then, counts what is seen</source>
        <translation>kartlarını oynar, arada bir blöf yapar, görülenleri sayar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>searches a quarter of a second: weighs bluffs and challenges</source>
        <translation>çeyrek saniye arar: blöfleri ve meydan okumaları tartar</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../companion/intrige/__init__.py" line="+43"/>
        <source>searches a second a decision: the strongest</source>
        <translation>karar başına bir saniye arar: en güçlüsü</translation>
    </message>
    <message>
        <location filename="../../companion/intrige/__init__.py" line="-4"/>
        <source>values suites by their income, bribes what it can afford</source>
        <translation>daireleri gelirlerine göre değerlendirir, gücü yettiği kadar rüşvet verir</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../companion/scout/__init__.py" line="+40"/>
        <source>searches a quarter of a second a decision</source>
        <translation>karar başına çeyrek saniye arar</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/__init__.py" line="+56"/>
        <source>heads for the nearest goal on its map and fights with enough dice</source>
        <translation>haritasındaki en yakın hedefe gider ve yeterince zarla dövüşür</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>reasons about the cells it has not seen and goes where its cubes buy the most</source>
        <translation>görmediği hücreleri düşünür ve küplerinin en çok işe yaradığı yere gider</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reasons as Normal does, also Hustles with two Basic cubes, and searches a third of a second where its best goals are close, at fights, Conserve, the Exit and its last turn</source>
        <translation>Normal gibi düşünür, ayrıca iki Temel küple Koşar ve en iyi hedefleri yakınken, dövüşlerde, Saklarken, Çıkış’ta ve son turunda saniyenin üçte biri kadar arar</translation>
    </message>
    <message>
        <location filename="../../companion/scout/__init__.py" line="-2"/>
        <source>plans its hand in sets, scouts to complete them</source>
        <translation>elini setler hâlinde planlar, onları tamamlamak için Scout yapar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>searches a second a decision, from the heuristic&apos;s best moves</source>
        <translation>sezgisel botun en iyi hamleleri arasından karar başına bir saniye arar</translation>
    </message>
</context>
<context>
    <name>BoxWindow</name>
    <message>
        <location filename="../../ui/lairs/box/box_window.py" line="+109"/>
        <source>stand-in</source>
        <translation>yedek</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>My Lairs box</source>
        <translation>Lairs kutum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. Harmony, Moon</source>
        <translation>örn. Uyum, Ay</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no bonus</source>
        <translation>bonus yok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points with another card of a type</source>
        <translation>bir türden başka bir kart varsa +puan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points for each other card of a type</source>
        <translation>bir türün diğer her kartı için +puan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points with another card with a keyword</source>
        <translation>bir anahtar kelimeli başka bir kart varsa +puan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points for each other card with a keyword</source>
        <translation>bir anahtar kelimeli diğer her kart için +puan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points for each other type held</source>
        <translation>elindeki diğer her tür için +puan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points for a set of different types</source>
        <translation>farklı türlerden bir set için +puan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points, always</source>
        <translation>+puan, her zaman</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Name:</source>
        <translation>Ad:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Type:</source>
        <translation>Tür:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keywords:</source>
        <translation>Anahtar kelimeler:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Base:</source>
        <translation>Taban:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus:</source>
        <translation>Bonus:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points:</source>
        <translation>Puan:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Of type:</source>
        <translation>Bonus türü:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With keyword:</source>
        <translation>Anahtar kelime:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Different types:</source>
        <translation>Farklı tür sayısı:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Die faces:</source>
        <translation>Zar yüzleri:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add card</source>
        <translation>Kart ekle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove card</source>
        <translation>Kartı kaldır</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import file…</source>
        <translation>Dosyadan al…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shipped cards</source>
        <translation>Hazır kartlar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save</source>
        <translation>Kaydet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your saved box cannot be read ({0}); showing the shipped cards.</source>
        <translation>Kaydettiğin kutu okunamıyor ({0}); hazır kartlar gösteriliyor.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cards marked “stand-in” are made up for the app: only 4 treasure cards are published in text (Tranquil Goblet, Scroll of Harmony, Moon Shard, Sun Shard). Edit them into your copy&apos;s cards or import your own file. In a game, a stand-in&apos;s name is starred ({0}).</source>
        <translation>“Yedek” işaretli kartlar uygulama için uydurulmuştur: yalnızca 4 hazine kartı yazılı olarak yayımlanmıştır (Sakin Kadeh, Uyum Parşömeni, Ay Parçası, Güneş Parçası). Onları kendi kutunun kartlarına göre düzenle ya da kendi dosyanı içe aktar. Oyunda yedek kartın adı yıldızlıdır ({0}).</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>New card</source>
        <translation>Yeni kart</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Import treasure cards</source>
        <translation>Hazine kartlarını içe aktar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lairs treasures (*.json)</source>
        <translation>Lairs hazineleri (*.json)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not imported: {0}</source>
        <translation>İçe aktarılmadı: {0}</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Imported %n card(s) from {0}; Save keeps them.</source>
        <translation>
            <numerusform>{0} dosyasından %n kart alındı; saklamak için Kaydet’e bas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Saved %n card(s) and the die in {0}</source>
        <translation>
            <numerusform>%n kart ve zar kaydedildi: {0}</numerusform>
        </translation>
    </message>
    <message>
        <location line="-18"/>
        <source>your cards</source>
        <translation>kartların</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+13"/>
        <source>Not saved: {0}</source>
        <translation>Kaydedilmedi: {0}</translation>
    </message>
</context>
<context>
    <name>BribeDialog</name>
    <message>
        <location filename="../../ui/intrige/bribe.py" line="+80"/>
        <source>Offer a bribe</source>
        <translation>Rüşvet teklif et</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> ducats</source>
        <translation> duka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no wish</source>
        <translation>isteği yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the {0} suite</source>
        <translation>{0} dairesi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bribe</source>
        <translation>Rüşvet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask for</source>
        <translation>İstenen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have {0} ducats. Bribes are at least 1,000, in steps of 1,000, paid at once and open to the table.</source>
        <translation>{0} dukan var. Rüşvet en az 1.000’dir, 1.000’lik adımlarla verilir, hemen ödenir ve herkesin önünde açıklanır.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have nothing left: offer 1,000 and the bank pays it.</source>
        <translation>Hiç paran kalmadı: 1.000 teklif et, banka öder.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Binding promises: if this applicant is admitted, they get the suite asked for (if still free).</source>
        <translation>Bağlayıcı sözler: bu aday kabul edilirse istenen daireyi alır (hâlâ boşsa).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A wish binds nobody: the landlord is free to place the applicant anywhere.</source>
        <translation>İstek kimseyi bağlamaz: şato sahibi adayı istediği yere yerleştirebilir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Offer</source>
        <translation>Teklif et</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not allowed: {0}.</source>
        <translation>İzin yok: {0}.</translation>
    </message>
</context>
<context>
    <name>BuilderConsoleWindow</name>
    <message>
        <location filename="../../ui/lairs/tabletop/console_window.py" line="+137"/>
        <source>&lt;h2&gt;Builder&apos;s console&lt;/h2&gt;&lt;p&gt;Load your own dungeon: it stays on your side of the screen. Then follow your opponent&apos;s announced moves.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Mimar konsolu&lt;/h2&gt;&lt;p&gt;Kendi zindanını yükle: ekranın senin tarafında kalır. Sonra rakibinin duyurduğu hamleleri takip et.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open my dungeon…</source>
        <translation>Zindanımı aç…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use this sample</source>
        <translation>Bu örneği kullan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build one in the editor…</source>
        <translation>Düzenleyicide bir tane kur…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. Creep east to E4 · Peer B3 · Hustle · Backtrack to C2 · Fight rolled 2+1</source>
        <translation>örn. creep east to E4 · peer B3 · hustle · backtrack to C2 · fight rolled 2+1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce</source>
        <translation>Duyur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their announcement</source>
        <translation>Rakibin duyurusu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hustle</source>
        <translation>Koş</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop</source>
        <translation>Dur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Gir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stay</source>
        <translation>Kal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open chest</source>
        <translation>Sandığı aç</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Skip chest</source>
        <translation>Sandığı geç</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conserve</source>
        <translation>Sakla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End turn</source>
        <translation>Turu bitir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave</source>
        <translation>Çık</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rolled </source>
        <translation>atılan </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no dice</source>
        <translation>zar yok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The total the explorer rolled (0 = no dice bought)</source>
        <translation>Maceracının attığı toplam (0 = zar alınmadı)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+398"/>
        <source>Fight / disarm</source>
        <translation>Dövüş / etkisizleştir</translation>
    </message>
    <message>
        <location line="-397"/>
        <source>Say to the explorer</source>
        <translation>Maceracıya söyle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their map should show</source>
        <translation>Haritasında olması gereken</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>&amp;File</source>
        <translation>&amp;Dosya</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open my &amp;dungeon…</source>
        <translation>&amp;Zindanımı aç…</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>&amp;Open console…</source>
        <translation>Konsol &amp;aç…</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Lairs Builder&apos;s console (*.json)</source>
        <translation>Lairs Mimar konsolu (*.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lairs dungeon (*.json)</source>
        <translation>Lairs zindanı (*.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lairs table sheet (*.json)</source>
        <translation>Lairs masa kağıdı (*.json)</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>&amp;Save console</source>
        <translation>Konsolu &amp;kaydet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save console &amp;as…</source>
        <translation>Konsolu &amp;farklı kaydet…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Check their map sheet…</source>
        <translation>Harita kağıdını &amp;denetle…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>Dü&amp;zen</translation>
    </message>
    <message>
        <location line="+236"/>
        <source>Cannot use this dungeon</source>
        <translation>Bu zindan kullanılamıyor</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open your dungeon</source>
        <translation>Zindanını aç</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot open dungeon</source>
        <translation>Zindan açılamıyor</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+16"/>
        <source>Their map sheet</source>
        <translation>Rakibin harita kağıdı</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Cannot open sheet</source>
        <translation>Kağıt açılamıyor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Their map agrees with everything they were told.</source>
        <translation>Haritası kendisine söylenen her şeyle uyuşuyor.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open a console</source>
        <translation>Bir konsol aç</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save console</source>
        <translation>Konsolu kaydet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open console</source>
        <translation>Konsol açılamıyor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot save console</source>
        <translation>Konsol kaydedilemiyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No recent consoles</source>
        <translation>Son konsol yok</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Builder&apos;s console</source>
        <translation>Mimar konsolu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} console</source>
        <translation>{0} konsolu</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Not possible: {0}</source>
        <translation>Olmaz: {0}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Nothing can be announced for {0} now</source>
        <translation>{0} için şu an duyurulacak bir şey yok</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Creep to {0}</source>
        <translation>{0} hücresine sürün</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hustle to {0}</source>
        <translation>{0} hücresine koş</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peer into {0}</source>
        <translation>{0} hücresine gizlice bak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Backtrack to {0}</source>
        <translation>{0} hücresine geri dön</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;p&gt;Nothing new to tell: they move their tracker.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Söylenecek yeni bir şey yok: takip tokenini taşır.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First turn</source>
        <translation>İlk tur</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Explorer on {0} · turn {1}</source>
        <translation>Maceracı {0} hücresinde · tur {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hustle in progress: up to {0} more Creeps</source>
        <translation>Koşu sürüyor: en fazla {0} Sürünme daha</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>They may now: {0}</source>
        <translation>Şimdi yapabileceği: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>They have left the dungeon</source>
        <translation>Zindandan çıktı</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Fight</source>
        <translation>Dövüş</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disarm</source>
        <translation>Etkisizleştir</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Known ({0}):&lt;/b&gt; {1}</source>
        <translation>&lt;b&gt;Bilinen ({0}):&lt;/b&gt; {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: shaded — {1}</source>
        <translation>{0}: gölgeli — {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: monster target written as {1}</source>
        <translation>{0}: canavarın hedef değeri {1} olarak yazılı</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Achievements: {0} chests opened, {1} monsters defeated, {2} traps disarmed</source>
        <translation>Başarımlar: {0} sandık açıldı, {1} canavar yenildi, {2} tuzak etkisizleştirildi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tracker on {0}</source>
        <translation>Takip tokeni {0} hücresinde</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <location filename="../../ui/lairs/compare_dialog.py" line="+119"/>
        <source>Compare dungeons</source>
        <translation>Zindanları karşılaştır</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Sample: {0}</source>
        <translation>Örnek: {0}</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Open file…</source>
        <translation>Dosya aç…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> runs per explorer</source>
        <translation> deneme / maceracı</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+66"/>
        <location line="+6"/>
        <source>Compare</source>
        <translation>Karşılaştır</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>Choose a dungeon to compare this one with.</source>
        <translation>Bununla karşılaştırılacak bir zindan seç.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Compare with:</source>
        <translation>Karşılaştırılacak:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Only dungeons that follow the build rules can be compared: {0}</source>
        <translation>Yalnızca inşa kurallarına uyan zindanlar karşılaştırılabilir: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Compare to explore both.</source>
        <translation>İkisini de keşfetmek için Karşılaştır’a bas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compare with</source>
        <translation>Karşılaştırılacak zindan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lairs dungeon (*.json)</source>
        <translation>Lairs zindanı (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot open {0}: {1}</source>
        <translation>{0} açılamıyor: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File: {0}</source>
        <translation>Dosya: {0}</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+71"/>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>this dungeon</source>
        <translation>bu zindan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;About as hard&lt;/b&gt; ({0} and {1}).</source>
        <translation>&lt;b&gt;Aşağı yukarı aynı zorlukta&lt;/b&gt; ({0} ve {1}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;{0} is harder&lt;/b&gt; ({1} against {2}):</source>
        <translation>&lt;b&gt;{0} daha zor&lt;/b&gt; ({1}, karşısında {2}):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a typical explorer needs about {0} turns against {1}</source>
        <translation>tipik bir maceracı yaklaşık {0} tura ihtiyaç duyuyor (karşısında {1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}% of the runs are not out within the budget against {1}%</source>
        <translation>denemelerin %{0} kadarı süre içinde çıkamıyor (karşısında %{1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an achievement and out takes {0} steps against {1}</source>
        <translation>bir başarım ve çıkış {0} adım sürüyor (karşısında {1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} hazards stand on every way to some goal against {1}</source>
        <translation>bir hedefe giden her yolda {0} tehlike var (karşısında {1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>explorers suffer {0} strikes a run against {1}</source>
        <translation>maceracılar deneme başına {0} saldırı yiyor (karşısında {1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cubes are fatigued a run against {1}</source>
        <translation>deneme başına {0} küp yorgunlaşıyor (karşısında {1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a cell lies {0} steps from the Start on average against {1}</source>
        <translation>bir hücre Başlangıç’tan ortalama {0} adım uzakta (karşısında {1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} dead ends against {1}</source>
        <translation>{0} çıkmaz sokak (karşısında {1})</translation>
    </message>
</context>
<context>
    <name>ConsoleHelp</name>
    <message>
        <location filename="../../ui/lairs/tabletop/console_help.py" line="+18"/>
        <source>&amp;Announcements</source>
        <translation>&amp;Duyurular</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announcements</source>
        <translation>Duyurular</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;Type what the explorer says, or click a cell:&lt;/p&gt;&lt;p&gt;&lt;b&gt;creep east to E4&lt;/b&gt; · &lt;b&gt;creep E4&lt;/b&gt; · &lt;b&gt;creep east&lt;/b&gt;&lt;br&gt;&lt;b&gt;hustle&lt;/b&gt;, then up to 3 &lt;b&gt;creep&lt;/b&gt;s, &lt;b&gt;stop&lt;/b&gt; · &lt;b&gt;hustle north to D4&lt;/b&gt;&lt;br&gt;&lt;b&gt;peer B3&lt;/b&gt;, then &lt;b&gt;enter&lt;/b&gt; or &lt;b&gt;stay&lt;/b&gt; · &lt;b&gt;backtrack to C2&lt;/b&gt;&lt;br&gt;&lt;b&gt;fight rolled 2+1+1&lt;/b&gt; · &lt;b&gt;disarm rolled 4&lt;/b&gt; · &lt;b&gt;fight with no dice&lt;/b&gt;&lt;br&gt;&lt;b&gt;open chest&lt;/b&gt; · &lt;b&gt;skip chest&lt;/b&gt; · &lt;b&gt;conserve&lt;/b&gt; · &lt;b&gt;end turn&lt;/b&gt; · &lt;b&gt;leave&lt;/b&gt;&lt;/p&gt;&lt;p&gt;The console follows their cubes as they pay (they never say which): an action their cubes cannot pay, or a roll their dice cannot make, is refused with the reason. The turn ends by itself when no cube is left.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Maceracının söylediğini yaz ya da bir hücreye tıkla (komutlar İngilizce yazılır):&lt;/p&gt;&lt;p&gt;&lt;b&gt;creep east to E4&lt;/b&gt; (doğuya E4’e sürün) · &lt;b&gt;creep E4&lt;/b&gt; · &lt;b&gt;creep east&lt;/b&gt;&lt;br&gt;&lt;b&gt;hustle&lt;/b&gt; (koş), ardından en fazla 3 &lt;b&gt;creep&lt;/b&gt;, &lt;b&gt;stop&lt;/b&gt; (dur) · &lt;b&gt;hustle north to D4&lt;/b&gt;&lt;br&gt;&lt;b&gt;peer B3&lt;/b&gt; (gizlice bak), ardından &lt;b&gt;enter&lt;/b&gt; (gir) ya da &lt;b&gt;stay&lt;/b&gt; (kal) · &lt;b&gt;backtrack to C2&lt;/b&gt; (geri dön)&lt;br&gt;&lt;b&gt;fight rolled 2+1+1&lt;/b&gt; (dövüş) · &lt;b&gt;disarm rolled 4&lt;/b&gt; (etkisizleştir) · &lt;b&gt;fight with no dice&lt;/b&gt; (zarsız)&lt;br&gt;&lt;b&gt;open chest&lt;/b&gt; (sandığı aç) · &lt;b&gt;skip chest&lt;/b&gt; (geç) · &lt;b&gt;conserve&lt;/b&gt; (sakla) · &lt;b&gt;end turn&lt;/b&gt; (turu bitir) · &lt;b&gt;leave&lt;/b&gt; (çık)&lt;/p&gt;&lt;p&gt;Konsol, rakip öderken küplerini takip eder (hangisini ödediğini hiç söylemez): küplerinin karşılayamadığı bir aksiyon ya da zarlarının veremeyeceği bir atış gerekçesiyle reddedilir. Harcanacak küp kalmayınca tur kendiliğinden biter.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>CoupActivities</name>
    <message>
        <location filename="../../ui/coup/__init__.py" line="+23"/>
        <source>Play</source>
        <translation>Oyna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot-seat and bots: 2–10 players with the Inquisitor and Reformation.</source>
        <translation>Aynı cihazda ve botlarla: Engizisyoncu ve Reformation ile 2–10 oyuncu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table tracker</source>
        <translation>Masa takipçisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Track coins, claims and revealed cards of a game played with real cards.</source>
        <translation>Gerçek kartlarla oynanan bir oyunda sikkeleri, iddiaları ve açılan kartları takip et.</translation>
    </message>
</context>
<context>
    <name>CoupCard</name>
    <message>
        <location filename="../../ui/coup/card_art.py" line="+64"/>
        <source>Duke</source>
        <translation>Dük</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assassin</source>
        <translation>Suikastçı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captain</source>
        <translation>Kaptan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ambassador</source>
        <translation>Elçi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contessa</source>
        <translation>Kontes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inquisitor</source>
        <translation>Engizisyoncu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tax: take 3 coins</source>
        <translation>Vergi: 3 sikke al</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blocks Foreign Aid</source>
        <translation>Dış Yardıma engel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay 3 coins: assassinate</source>
        <translation>3 sikke öde: suikast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steal 2 coins from a player</source>
        <translation>Bir oyuncudan 2 sikke çal</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <location line="+3"/>
        <source>Blocks stealing</source>
        <translation>Çalmayı engeller</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Exchange: draw 2, return 2</source>
        <translation>Değişim: 2 çek, 2 geri koy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocks assassination</source>
        <translation>Suikastı engeller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange 1, or examine a card</source>
        <translation>1 kart değiş ya da sorgula</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>No action</source>
        <translation>Hamlesi yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No block</source>
        <translation>Engellemez</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Face-down card</source>
        <translation>Kapalı kart</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} (your face-down card: only you see it)</source>
        <translation>{0} (kapalı kartın: yalnızca sen görürsün)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (face up: influence lost)</source>
        <translation>{0} (açık: nüfuz kaybedildi)</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>yours</source>
        <translation>senin</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>LOST</source>
        <translation>KAYIP</translation>
    </message>
</context>
<context>
    <name>CoupClaims</name>
    <message>
        <location filename="../../ui/coup/claims_panel.py" line="+62"/>
        <source>{0} claims {1}</source>
        <translation>{0}: {1} iddiası</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing</source>
        <translation>hiçbir şey</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unseen (not face up, not yours):</source>
        <translation>Görülmeyen (açık değil, senin değil):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unseen (not face up):</source>
        <translation>Görülmeyen (açık değil):</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Claims standing</source>
        <translation>Geçerli iddialar</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>exiled</source>
        <translation>sürgün</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no claim</source>
        <translation>iddia yok</translation>
    </message>
</context>
<context>
    <name>CoupEnding</name>
    <message>
        <location filename="../../ui/coup/ending.py" line="+52"/>
        <source>lost a challenge</source>
        <translation>meydan okumayı kaybetti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>caught bluffing by {0}</source>
        <translation>blöfünü {0} yakaladı</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Coup by {0}</source>
        <translation>{0} darbe yaptı</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>assassinated by {0}</source>
        <translation>{0} suikast düzenledi</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} is the last with influence after {1} turns, with {2} of 2 cards still face down.</source>
        <translation>{1} turun sonunda nüfuzu kalan son oyuncu {0}; 2 kartından {2} tanesi hâlâ kapalı.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Out: {0}.</source>
        <translation>Elenenler: {0}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0} never claimed a character.</source>
        <translation>{0} hiç karakter iddia etmedi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}&apos;s one claim was true.</source>
        <translation>{0} tek bir iddiada bulundu ve doğruydu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every one of {0}&apos;s {1} claims was true.</source>
        <translation>{0} oyuncusunun {1} iddiasının hepsi doğruydu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} bluffed {1} of {2} claims; {3} of the bluffs went unchallenged.</source>
        <translation>{0}, {2} iddiasının {1} tanesinde blöf yaptı; bu blöflerin {3} tanesine meydan okunmadı.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0}&apos;s one challenge caught a bluff.</source>
        <translation>{0} bir kez meydan okudu ve blöf yakaladı.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}&apos;s one challenge failed.</source>
        <translation>{0} bir kez meydan okudu ve kaybetti.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{0} won {1} of %n challenge(s).</source>
        <translation>
            <numerusform>{0}, %n meydan okumanın {1} tanesini kazandı.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>%n bluff(s)</source>
        <translation>
            <numerusform>%n blöf</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{0}, and it was true</source>
        <translation>{0} ve bu doğruydu</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>no bluff</source>
        <translation>blöf yok</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} said they had no Duke</source>
        <translation>{0} Dük’ü olmadığını söyledi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} blocked with the {1}</source>
        <translation>{0}, {1} ile engelledi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} claimed the {1}</source>
        <translation>{0}, {1} olduğunu iddia etti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BLUFF, caught</source>
        <translation>BLÖF, yakalandı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>BLUFF, never challenged</source>
        <translation>BLÖF, meydan okunmadı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Rematch</source>
        <translation>Rövanş</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same players and seats, a new deal</source>
        <translation>Aynı oyuncular ve koltuklar, yeni dağıtım</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game…</source>
        <translation>Yeni oyun…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every claim of the game, judged now that the cards are shown:</source>
        <translation>Kartlar açıldığına göre oyunun bütün iddiaları:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} wins!</source>
        <translation>{0} kazandı!</translation>
    </message>
</context>
<context>
    <name>CoupLog</name>
    <message>
        <location filename="../../ui/coup/log.py" line="+79"/>
        <source>{0} {1} → {2}</source>
        <translation>{0} {1} → {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coins: {0}</source>
        <translation>Sikkeler: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/coup/words.py" line="+32"/>
        <source>turn {0}</source>
        <translation>tur {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> and </source>
        <translation> ve </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>nothing</source>
        <translation>hiçbir şey</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Inquisitor</source>
        <translation>Engizisyoncu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ambassador</source>
        <translation>Elçi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} pays 1 coin to the Treasury Reserve to change allegiance.</source>
        <translation>{0}, taraf değiştirmek için Hazine Yedeğine 1 sikke ödüyor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} takes Income (+1 coin).</source>
        <translation>{0} Gelir alıyor (+1 sikke).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} asks for Foreign Aid (+2 coins).</source>
        <translation>{0} Dış Yardım istiyor (+2 sikke).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} pays 7 coins and launches a Coup against {1}.</source>
        <translation>{0} 7 sikke ödeyip darbe yapıyor. Hedef: {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Duke to collect Tax (+3 coins).</source>
        <translation>{0} Vergi toplamak için Dük olduğunu iddia ediyor (+3 sikke).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Assassin and pays 3 coins to assassinate {1}.</source>
        <translation>{0} Suikastçı olduğunu iddia edip suikast için 3 sikke ödüyor. Hedef: {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Captain to steal from {1}.</source>
        <translation>{0} çalmak için Kaptan olduğunu iddia ediyor. Hedef: {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the {2} to exchange cards with the Court deck.</source>
        <translation>{0}, Saray destesiyle kart değiştirmek için {2} olduğunu iddia ediyor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Inquisitor to examine a card of {1}.</source>
        <translation>{0} bir kartı sorgulamak için Engizisyoncu olduğunu iddia ediyor. Hedef: {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} pays 2 coins to the Treasury Reserve to convert {1}.</source>
        <translation>{0}, Hazine Yedeğine 2 sikke ödeyip {1} oyuncusuna taraf değiştirtiyor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims to have no Duke and embezzles the Treasury Reserve.</source>
        <translation>{0} Dük’ü olmadığını iddia edip Hazine Yedeğini zimmetine geçiriyor.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You keep {0} and return the rest to the Court deck.</source>
        <translation>{0} sende kalıyor, gerisi Saray destesine dönüyor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} keeps {1} and returns the rest.</source>
        <translation>{0} şunu tutuyor: {1}; gerisini geri koyuyor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} shows their hand ({1}): no Duke. The cards are shuffled back and replaced.</source>
        <translation>{0} elini gösteriyor ({1}): Dük yok. Kartlar desteye karıştırılıp yenileri çekiliyor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} returns cards to the Court deck (unseen).</source>
        <translation>{0} Saray destesine kart geri koyuyor (görülmeden).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} secretly shows a card to {1}.</source>
        <translation>{0} bir kartını gizlice gösteriyor. Gören: {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} secretly keeps one card of their set.</source>
        <translation>{0} setinden bir kartı gizlice tutuyor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} forces the examined card to be exchanged.</source>
        <translation>{0} sorgulanan kartın değiştirilmesini zorunlu kılıyor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} gives the examined card back.</source>
        <translation>{0} sorgulanan kartı geri veriyor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} chooses {1}; allegiances alternate clockwise.</source>
        <translation>{0} şunu seçiyor: {1}; taraflar saat yönünde sırayla değişiyor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} lets it pass.</source>
        <translation>{0} geçiyor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} challenges!</source>
        <translation>{0} meydan okuyor!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the {1} to block.</source>
        <translation>{0} engellemek için {1} olduğunu iddia ediyor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} reveals the {1}, shuffles it back and draws a new card.</source>
        <translation>{0} kartını açıyor: {1}; desteye karıştırıp yeni bir kart çekiyor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} loses an influence: the {1} is turned face up.</source>
        <translation>{0} bir nüfuz kaybediyor: {1} açılıyor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} shows the {1} to the Inquisitor.</source>
        <translation>{0} Engizisyoncuya kartını gösteriyor: {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} keeps the {1} from their set.</source>
        <translation>{0} setinden şunu tutuyor: {1}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0} is challenged: show a hand without a Duke, or concede.</source>
        <translation>{0} meydan okundu: Dük olmayan bir el göster ya da kabul et.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} is challenged: reveal the {1}, or concede.</source>
        <translation>{0} meydan okundu: {1} kartını göster ya da kabul et.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} has seen a card of {1}: give it back, or force an exchange.</source>
        <translation>{0}, {1} oyuncusunun bir kartını gördü: geri ver ya da değiştirmeye zorla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}&apos;s turn: choose an action.</source>
        <translation>Sıra {0} oyuncusunda: bir eylem seç.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} loses an influence: choose the card to turn face up.</source>
        <translation>{0} bir nüfuz kaybediyor: yüzü açılacak kartı seç.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} exchanges: choose the cards to keep.</source>
        <translation>{0} değiş tokuş yapıyor: tutulacak kartları seç.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is examined: choose a card to show.</source>
        <translation>{0} inceleniyor: gösterilecek bir kart seç.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} chooses an allegiance.</source>
        <translation>{0} bir taraf seçiyor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} keeps one card of their set.</source>
        <translation>{0}, setinden bir kart tutuyor.</translation>
    </message>
</context>
<context>
    <name>CoupPrompt</name>
    <message>
        <location filename="../../ui/coup/prompt.py" line="+38"/>
        <location line="+70"/>
        <source>Inquisitor</source>
        <translation>Engizisyoncu</translation>
    </message>
    <message>
        <location line="-70"/>
        <location line="+70"/>
        <source>Ambassador</source>
        <translation>Elçi</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Income (+1)</source>
        <translation>Gelir (+1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foreign Aid (+2)</source>
        <translation>Dış Yardım (+2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coup (pay 7)…</source>
        <translation>Darbe (7 öde)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tax — Duke (+3)</source>
        <translation>Vergi — Dük (+3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assassinate — Assassin (pay 3)…</source>
        <translation>Suikast — Suikastçı (3 öde)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steal — Captain…</source>
        <translation>Çalma — Kaptan…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange — {0}</source>
        <translation>Değişim — {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Examine — Inquisitor…</source>
        <translation>Sorgu — Engizisyoncu…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Convert myself (pay 1)</source>
        <translation>Tarafımı değiştir (1 öde)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Convert a player (pay 2)…</source>
        <translation>Bir oyuncunun tarafını değiştir (2 öde)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embezzle — no Duke</source>
        <translation>Zimmete geçir — Dük yok</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Concede: lose the {0}</source>
        <translation>Kabul et: {0} kartını kaybet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let it pass</source>
        <translation>Geç</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge!</source>
        <translation>Meydan oku!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Block with the {0}</source>
        <translation>{0} ile engelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reveal the {0}</source>
        <translation>{0} kartını aç</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reveal my whole hand (no Duke)</source>
        <translation>Bütün elimi aç (Dük yok)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lose the {0}</source>
        <translation>{0} kartını kaybet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep {0}</source>
        <translation>Tut: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the {0}</source>
        <translation>{0} kartını göster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Force an exchange</source>
        <translation>Değiştirmeye zorla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Give it back</source>
        <translation>Geri ver</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep the {0}</source>
        <translation>Tut: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>you</source>
        <translation>sen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} claims the Duke to collect Tax (+3)</source>
        <translation>{0} Vergi toplamak için Dük olduğunu iddia ediyor (+3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Assassin to assassinate {1}</source>
        <translation>{0} suikast için Suikastçı olduğunu iddia ediyor (hedef: {1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Captain to steal from {1}</source>
        <translation>{0} çalmak için Kaptan olduğunu iddia ediyor (hedef: {1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the {2} to exchange cards</source>
        <translation>{0} kart değiştirmek için {2} olduğunu iddia ediyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Inquisitor to examine a card of {1}</source>
        <translation>{0} bir kartı sorgulamak için Engizisyoncu olduğunu iddia ediyor (hedef: {1})</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Your turn. With %n coin(s) you must Coup.</source>
        <translation>
            <numerusform>Sıra sende. %n sikken var, darbe yapmak zorundasın.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your turn (%n coin(s)). Choose an action.</source>
        <translation>
            <numerusform>Sıra sende (%n sikke). Bir hamle seç.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} claims to have no Duke to embezzle. Challenge?</source>
        <translation>{0} zimmete geçirmek için Dük’ü olmadığını iddia ediyor. Meydan okuyor musun?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}. Challenge?</source>
        <translation>{0}. Meydan okuyor musun?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}. Block?</source>
        <translation>{0}. Engelliyor musun?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} asks for Foreign Aid. Block with a Duke?</source>
        <translation>{0} Dış Yardım istiyor. Dük ile engelliyor musun?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} claims the {1} to block {2} Foreign Aid.</source>
        <translation>{0}, {2} Dış Yardımını engellemek için {1} olduğunu iddia ediyor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the {1} to block {2} steal.</source>
        <translation>{0}, {2} çalmasını engellemek için {1} olduğunu iddia ediyor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the {1} to block {2} assassination.</source>
        <translation>{0}, {2} suikastını engellemek için {1} olduğunu iddia ediyor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your</source>
        <translation>senin</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0}&apos;s</source>
        <translation>{0} oyuncusunun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} Challenge the block?</source>
        <translation>{0} Engellemeye meydan okuyor musun?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} challenges: holding a Duke, you must concede. Which card do you turn face up?</source>
        <translation>{0} meydan okuyor: elinde Dük olduğu için kabul etmek zorundasın. Hangi kartını açıyorsun?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} challenges: prove you have no Duke, or concede.</source>
        <translation>{0} meydan okuyor: Dük’ün olmadığını kanıtla ya da kabul et.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} challenges your {1}: you cannot reveal it. Which card do you turn face up?</source>
        <translation>{0}, {1} iddiana meydan okuyor: gösteremezsin. Hangi kartını açıyorsun?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} challenges your {1}. Reveal it, or concede an influence.</source>
        <translation>{0}, {1} iddiana meydan okuyor. Kartı aç ya da bir nüfuz ver.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep one card; the others go back.</source>
        <translation>Bir kart tut; diğerleri geri gider.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep two cards; the others go back.</source>
        <translation>İki kart tut; diğerleri geri gider.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange: you drew {0}. {1}</source>
        <translation>Değişim: çektiğin kartlar {0}. {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} examines you: choose a card to show.</source>
        <translation>{0} seni sorguluyor: göstereceğin kartı seç.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} shows you the {1}. Give it back or force an exchange?</source>
        <translation>{0} sana kartını gösteriyor: {1}. Geri mi vereceksin, değiştirmeye mi zorlayacaksın?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose your allegiance; the others alternate clockwise.</source>
        <translation>Tarafını seç; diğerlerininki saat yönünde sırayla değişir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep one card of your set; the rest leave the game.</source>
        <translation>Setinden bir kart tut; gerisi oyundan çıkar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which card do you turn face up?</source>
        <translation>Hangi kartını açıyorsun?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} revealed the {1}: your challenge failed. {2}</source>
        <translation>{0} kartını açtı: {1}. Meydan okuman başarısız. {2}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} launches a Coup against you. {1}</source>
        <translation>{0} sana darbe yapıyor. {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} assassinates you. {1}</source>
        <translation>{0} sana suikast düzenliyor. {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You lose an influence. {0}</source>
        <translation>Bir nüfuz kaybediyorsun. {0}</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>{0}: choose the target (or click a seat).</source>
        <translation>{0}: hedefi seç (ya da bir koltuğa tıkla).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>← Back</source>
        <translation>← Geri</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Key: {0}</source>
        <translation>Tuş: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> or </source>
        <translation> ya da </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>P pass</source>
        <translation>P geç</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C challenge</source>
        <translation>C meydan oku</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B block</source>
        <translation>B engelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Esc back</source>
        <translation>Esc geri</translation>
    </message>
</context>
<context>
    <name>CoupRefusal</name>
    <message>
        <location filename="../../companion/coup/explain.py" line="+33"/>
        <source>duke</source>
        <translation>Dük</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>assassin</source>
        <translation>Suikastçı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captain</source>
        <translation>Kaptan</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ambassador</source>
        <translation>Elçi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>contessa</source>
        <translation>Kontes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>inquisitor</source>
        <translation>Engizisyoncu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>income</source>
        <translation>Gelir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>foreign aid</source>
        <translation>Dış Yardım</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coup</source>
        <translation>Darbe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>tax</source>
        <translation>Vergi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assassinate</source>
        <translation>Suikast</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>steal</source>
        <translation>Çalma</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>exchange</source>
        <translation>Değişim</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>examine</source>
        <translation>Sorgu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>convert</source>
        <translation>Taraf değiştirme</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>embezzle</source>
        <translation>Zimmete geçirme</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pick</source>
        <translation>kart seçimi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>allegiance</source>
        <translation>taraf seçimi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action</source>
        <translation>hamle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>challenge</source>
        <translation>meydan okuma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block</source>
        <translation>engelleme</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>block challenge</source>
        <translation>engellemeye meydan okuma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prove</source>
        <translation>kanıtlama</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lose</source>
        <translation>nüfuz kaybı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show</source>
        <translation>kart gösterme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verdict</source>
        <translation>sorgu kararı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>over</source>
        <translation>oyun sonu</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>there is no such player in a {players}-player game</source>
        <translation>{players} oyunculu bir oyunda böyle bir oyuncu yok</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it is {player}&apos;s decision ({phase}), not {seat}&apos;s</source>
        <translation>karar {seat} oyuncusunun değil, {player} oyuncusunun ({phase})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} must answer the {phase} first</source>
        <translation>önce {player} şuna cevap vermeli: {phase}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is the start of a turn: choose an action</source>
        <translation>tur başındasın: bir hamle seç</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>there is no such action</source>
        <translation>böyle bir hamle yok</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>there is no such character</source>
        <translation>böyle bir karakter yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no such allegiance (loyalist or reformist)</source>
        <translation>böyle bir taraf yok (Sadık ya da Reformcu)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a player who starts the turn with 10 or more coins must Coup</source>
        <translation>tura 10 ya da daha fazla sikkeyle başlayan oyuncu darbe yapmak zorundadır</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{kind} costs {cost} coins; {player} has {coins}</source>
        <translation>{kind} {cost} sikke tutar; {player} oyuncusunda {coins} var</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{kind} is part of the reformation variant</source>
        <translation>{kind} Reformation varyantına aittir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>examine needs the inquisitor variant</source>
        <translation>Sorgu için Engizisyoncu varyantı gerekir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>there is no such target</source>
        <translation>böyle bir hedef yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a player cannot target themselves</source>
        <translation>bir oyuncu kendini hedef alamaz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} is exiled</source>
        <translation>{player} sürgünde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>players of the same allegiance may not target each other</source>
        <translation>aynı taraftaki oyuncular birbirini hedef alamaz</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a challenge (pass or challenge)</source>
        <translation>bir meydan okuma (geç ya da meydan oku)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a block (pass or block)</source>
        <translation>bir engelleme (geç ya da engelle)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a challenge of the block (pass or challenge)</source>
        <translation>engellemeye meydan okuma (geç ya da meydan oku)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a challenge of their claim (reveal it or lose a card)</source>
        <translation>iddiasına meydan okuma (kartı aç ya da bir kart kaybet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a lost influence (lose a face-down card)</source>
        <translation>kaybedilen nüfuz (kapalı bir kart kaybet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an exchange (keep as many cards as before)</source>
        <translation>bir değişim (önceki kadar kart tut)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an examine (show a face-down card)</source>
        <translation>bir sorgu (kapalı bir kart göster)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an examined card (give back or force exchange)</source>
        <translation>sorgulanan kart (geri ver ya da değiştirmeye zorla)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the choice of allegiance</source>
        <translation>taraf seçimi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the two-player set-up (pick a card of the set)</source>
        <translation>iki kişilik kurulum (setten bir kart seç)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{player} is answering {question}</source>
        <translation>şu an {player} cevap veriyor: {question}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a {character} cannot block {kind}</source>
        <translation>{character}, {kind} hamlesini engelleyemez</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>keep exactly as many cards as before, from your hand and the cards drawn</source>
        <translation>elinden ve çektiğin kartlardan tam olarak önceki kadar kart tut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it does not answer the current question</source>
        <translation>şu anki soruya bir cevap değil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} has no face-down {character}</source>
        <translation>{player} oyuncusunda kapalı {character} yok</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{player} claimed to have no Duke: reveal the whole hand, or concede</source>
        <translation>{player} Dük’ü olmadığını iddia etti: bütün elini açsın ya da kabul etsin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} holds a Duke and must concede</source>
        <translation>{player} oyuncusunda Dük var, kabul etmek zorunda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} claimed the {character}: reveal it, or concede</source>
        <translation>{player}, {character} olduğunu iddia etti: kartı açsın ya da kabul etsin</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{player} has no coins: a Steal would take nothing</source>
        <translation>{player} oyuncusunun hiç sikkesi yok: çalmak hiçbir şey almaz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the Treasury Reserve is empty: an Embezzle would take nothing</source>
        <translation>Hazine Yedeği boş: zimmete geçirmek hiçbir şey almaz</translation>
    </message>
</context>
<context>
    <name>CoupResponses</name>
    <message>
        <location filename="../../ui/coup/responses.py" line="+61"/>
        <source>{0} Does anyone challenge the block?</source>
        <translation>{0} Engellemeye meydan okuyan var mı?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} Does anyone challenge?</source>
        <translation>{0} Meydan okuyan var mı?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} Does anyone block it with a Duke?</source>
        <translation>{0} Dük ile engelleyen var mı?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} Does {1} block it?</source>
        <translation>{0} {1} engelliyor mu?</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>{0}: lets it pass</source>
        <translation>{0}: geçiyor</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Answer for yourselves: no cards are shown. Enter: nobody.</source>
        <translation>Herkes kendi adına cevap versin: kart gösterilmez. Enter: kimse.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>a bot: answers when asked</source>
        <translation>bot: sorulunca cevap verir</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No cards are shown. Enter: {0} lets it pass.</source>
        <translation>Hiçbir kart gösterilmez. Enter: {0} geçer.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Blocks with the {0}</source>
        <translation>{0} ile engelliyor</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Nobody blocks</source>
        <translation>Kimse engellemiyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody challenges</source>
        <translation>Kimse meydan okumuyor</translation>
    </message>
</context>
<context>
    <name>CoupStory</name>
    <message>
        <location filename="../../ui/coup/story.py" line="+28"/>
        <source>Foreign Aid</source>
        <translation>Dış Yardım</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tax</source>
        <translation>Vergi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assassination</source>
        <translation>suikast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>steal</source>
        <translation>çalma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exchange</source>
        <translation>değişim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>examination</source>
        <translation>sorgu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>embezzlement</source>
        <translation>zimmete geçirme</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Foreign Aid is blocked.</source>
        <translation>Dış Yardım engellendi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The steal is blocked.</source>
        <translation>Çalma engellendi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The assassination is blocked.</source>
        <translation>Suikast engellendi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The action is blocked.</source>
        <translation>Hamle engellendi.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Turn {0} · {1}</source>
        <translation>Tur {0} · {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set-up</source>
        <translation>Kurulum</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The challenge failed: {0} had the {1}.</source>
        <translation>Meydan okuma başarısız: {0} oyuncusunda {1} vardı.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenge failed: {0} had no Duke.</source>
        <translation>Meydan okuma başarısız: {0} oyuncusunda Dük yoktu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The challenge succeeded: {0} did not show the {1}, so the block fails.</source>
        <translation>Meydan okuma başarılı: {0}, {1} kartını göstermedi; engelleme geçersiz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The challenge succeeded: the embezzlement fails.</source>
        <translation>Meydan okuma başarılı: zimmete geçirme başarısız.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The challenge succeeded: {0} did not show the {1}, so the {2} fails.</source>
        <translation>Meydan okuma başarılı: {0}, {1} kartını göstermedi; {2} başarısız.</translation>
    </message>
</context>
<context>
    <name>CoupTable</name>
    <message>
        <location filename="../../ui/coup/scene.py" line="+73"/>
        <source>Loyalist</source>
        <translation>Sadık</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reformist</source>
        <translation>Reformcu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Challenge!</source>
        <translation>Meydan okuyorum!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blocks: {0}</source>
        <translation>Engel: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No Duke!</source>
        <translation>Dük yok!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foreign Aid (+2)</source>
        <translation>Dış Yardım (+2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am the {0}</source>
        <translation>Ben {0}</translation>
    </message>
    <message numerus="yes">
        <location line="+79"/>
        <source>{0}: %n coin(s)</source>
        <translation>
            <numerusform>{0}: %n sikke</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+110"/>
        <source>Court deck: %n card(s)</source>
        <translation>
            <numerusform>Saray destesi: %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>Treasury: %n coin(s)</source>
        <translation>
            <numerusform>Hazine: %n sikke</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Treasury Reserve: %n coin(s)</source>
        <translation>
            <numerusform>Hazine Yedeği: %n sikke</numerusform>
        </translation>
    </message>
    <message>
        <location line="-108"/>
        <source>exiled</source>
        <translation>sürgün</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0} (exiled)</source>
        <translation>{0} (sürgün)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>target</source>
        <translation>hedef</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Court deck: {0}</source>
        <translation>Deste: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Treasury: {0}</source>
        <translation>Hazine: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reserve</source>
        <translation>Yedek</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Drawn from the Court deck</source>
        <translation>Saray destesinden çekilen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shown to you only</source>
        <translation>Yalnızca sana gösterilen</translation>
    </message>
</context>
<context>
    <name>CoupTableWindow</name>
    <message>
        <location filename="../../ui/coup/table.py" line="+83"/>
        <source>Coup — {0}</source>
        <translation>Coup — {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show passes</source>
        <translation>Geçenleri göster</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>The game is over after %n turn(s).</source>
        <translation>
            <numerusform>Oyun %n turda bitti.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Everyone at the table: answer below.</source>
        <translation>Masadaki herkes: aşağıdan cevap verin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <source>Waiting for {0}…</source>
        <translation>Bekleniyor: {0}…</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Your decision, {0}.</source>
        <translation>Karar senin, {0}.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>thinking…</source>
        <translation>düşünüyor…</translation>
    </message>
</context>
<context>
    <name>CoupTracker</name>
    <message>
        <location filename="../../ui/coup/tracker_words.py" line="+19"/>
        <source>tax</source>
        <translation>vergi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assassinate</source>
        <translation>suikast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>steal</source>
        <translation>çalma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exchange</source>
        <translation>değişim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>examine</source>
        <translation>sorgu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block foreign aid</source>
        <translation>dış yardımı engelleme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block steal</source>
        <translation>çalmayı engelleme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block assassination</source>
        <translation>suikastı engelleme</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} claims {1} ({2})</source>
        <translation>{0}: {1} iddiası ({2})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the claim stood</source>
        <translation>iddia geçerli</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>caught bluffing</source>
        <translation>blöf yakalandı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pending</source>
        <translation>bekliyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}; challenged by {1}: {2}</source>
        <translation>{0}; meydan okuyan {1}: {2}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Foreign Aid by {0} may be blocked (Duke) by {1}.</source>
        <translation>{0} oyuncusunun Dış Yardımını (Dük ile) engelleyebilecekler: {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the target may block a Steal (Captain or {0}) or an Assassination (Contessa); anyone may challenge any claim.</source>
        <translation>Çalmayı (Kaptan ya da {0}) ve Suikastı (Kontes) yalnızca hedef engelleyebilir; her iddiaya herkes meydan okuyabilir.</translation>
    </message>
    <message>
        <location filename="../../companion/coup/tracker.py" line="+82"/>
        <source>coup is played by 2–{most} players, not {players}</source>
        <translation>Coup {players} kişiyle değil, 2–{most} kişiyle oynanır</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>every player needs a distinct, non-empty name</source>
        <translation>her oyuncunun boş olmayan, farklı bir adı olmalı</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>the Treasury holds only {coins} coins</source>
        <translation>Hazinede yalnızca {coins} sikke var</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the Treasury Reserve is part of the reformation variant</source>
        <translation>Hazine Yedeği Reformation varyantına aittir</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Embezzle is part of the reformation variant</source>
        <translation>Zimmete geçirme Reformation varyantına aittir</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>allegiances are part of the reformation variant</source>
        <translation>taraflar Reformation varyantına aittir</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{player} is already exiled</source>
        <translation>{player} zaten sürgünde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>every {character} is already face up</source>
        <translation>bütün {character} kartları zaten açık</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>there is no claim to challenge</source>
        <translation>meydan okunacak bir iddia yok</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>players cannot challenge their own claim</source>
        <translation>oyuncular kendi iddialarına meydan okuyamaz</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the game is over</source>
        <translation>oyun bitti</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>there is no player {player}</source>
        <translation>{player} adında bir oyuncu yok</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} is exiled</source>
        <translation>{player} sürgünde</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} has only {coins} coins</source>
        <translation>{player} oyuncusunun yalnızca {coins} sikkesi var</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{character} is not in this game</source>
        <translation>{character} bu oyunda yok</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Duke</source>
        <translation>Dük</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Assassin</source>
        <translation>Suikastçı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captain</source>
        <translation>Kaptan</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/coup/tracker_words.py" line="+2"/>
        <source>Inquisitor</source>
        <translation>Engizisyoncu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contessa</source>
        <translation>Kontes</translation>
    </message>
    <message>
        <location line="-1"/>
        <location filename="../../ui/coup/tracker_words.py" line="+0"/>
        <source>Ambassador</source>
        <translation>Elçi</translation>
    </message>
    <message>
        <location filename="../../ui/coup/tracker_words.py" line="+2"/>
        <source>{0} ({1}) may only target players of the other allegiance.</source>
        <translation>{0} ({1}) yalnızca karşı taraftaki oyuncuları hedef alabilir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is the last player with influence and wins.</source>
        <translation>Nüfuzu kalan son oyuncu {0}; kazandı.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} starts the turn with {1} coins and must Coup.</source>
        <translation>{0} tura {1} sikkeyle başlıyor ve darbe yapmak zorunda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} can afford a Coup (7 coins).</source>
        <translation>{0} darbe yapabilir (7 sikke).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone shares one allegiance: anyone may be targeted.</source>
        <translation>Herkes aynı tarafta: herkes hedef alınabilir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} has {1} coins: must Coup on their turn.</source>
        <translation>{0} oyuncusunun {1} sikkesi var: sırası gelince darbe yapmak zorunda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals are allowed but never binding; nobody may show their cards to others or give or lend coins.</source>
        <translation>Pazarlık serbest ama hiçbiri bağlayıcı değil; kimse kartlarını başkasına gösteremez, sikke veremez ya da ödünç veremez.</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../ui/lairs/explorer/decision_panel.py" line="+52"/>
        <source>Decision</source>
        <translation>Karar</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Score these face-up</source>
        <translation>Bunları yüzü açık say</translation>
    </message>
</context>
<context>
    <name>DifficultyDialog</name>
    <message>
        <location filename="../../ui/lairs/explorer/difficulty_dialog.py" line="+250"/>
        <source>Dungeon difficulty</source>
        <translation>Zindan zorluğu</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Three explorers go in alone, again and again, each with other dice and treasure decks: &lt;b&gt;careful&lt;/b&gt;, &lt;b&gt;greedy&lt;/b&gt; and a &lt;b&gt;beginner&lt;/b&gt; who makes mistakes. Runs stop at {0} turns.</source>
        <translation>Üç maceracı tek başına, tekrar tekrar, her seferinde başka zarlar ve hazine desteleriyle girer: &lt;b&gt;temkinli&lt;/b&gt;, &lt;b&gt;açgözlü&lt;/b&gt; ve hata yapan bir &lt;b&gt;acemi&lt;/b&gt;. Denemeler {0} turda durur.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source> runs per explorer</source>
        <translation> deneme / maceracı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seed </source>
        <translation>tohum </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>and the search bot</source>
        <translation>ve arama botu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ismcts explorer goes in too: slower, shown beside the others, not counted in the score</source>
        <translation>ISMCTS maceracısı da girer: daha yavaştır, diğerlerinin yanında gösterilir, puana sayılmaz</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+41"/>
        <location line="+4"/>
        <location line="+5"/>
        <source>Run</source>
        <translation>Çalıştır</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>&lt;b&gt;Turns to exit&lt;/b&gt; (box: middle half of the runs, white bar: median; dashed: the {0}-turn budget)</source>
        <translation>&lt;b&gt;Çıkışa kadar tur&lt;/b&gt; (kutu: denemelerin ortadaki yarısı, beyaz çizgi: medyan; kesikli: {0} turluk sınır)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Only a dungeon that follows the build rules can be explored: {0}</source>
        <translation>Yalnızca inşa kurallarına uyan bir zindan keşfedilebilir: {0}</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+31"/>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not run: {0}</source>
        <translation>Çalıştırılmadı: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled.</source>
        <translation>İptal edildi.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Harder than &lt;b&gt;{0}&lt;/b&gt; of generated dungeons. A typical explorer needs about &lt;b&gt;{1:.0f} turns&lt;/b&gt;; {2} get out within {3}.</source>
        <translation>Üretilen zindanların &lt;b&gt;{0}&lt;/b&gt; kadarından daha zor. Tipik bir maceracı yaklaşık &lt;b&gt;{1:.0f} tura&lt;/b&gt; ihtiyaç duyar; {2} kadarı {3} tur içinde çıkar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;br&gt;&lt;i&gt;Your box could not be read, so the shipped cards and die were used: {0}&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;Kutun okunamadı, bu yüzden hazır kartlar ve zar kullanıldı: {0}&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Layout:&lt;/b&gt; {0} steps to an achievement and out; hazards on every way to a goal: {1}; {2} dead ends.</source>
        <translation>&lt;b&gt;Yerleşim:&lt;/b&gt; bir başarım ve çıkış için {0} adım; bir hedefe giden her yoldaki tehlikeler: {1}; {2} çıkmaz sokak.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0}× {1}</source>
        <translation>{0}× {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;{0}&lt;/b&gt;: {1} strikes, {2} cubes fatigued a run; left with {3}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;: deneme başına {1} saldırı, {2} yorgun küp; çıkış: {3}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;i&gt;Red on the board: cubes fatigued there per run.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Tahtadaki kırmızı: orada deneme başına yorgunlaşan küpler.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>DocumentWindow</name>
    <message>
        <location filename="../../ui/shell/document.py" line="+97"/>
        <source>Save the changes to “{0}”?</source>
        <translation>“{0}” için yapılan değişiklikler kaydedilsin mi?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the changes to these {0} documents?</source>
        <translation>Bu {0} belgedeki değişiklikler kaydedilsin mi?</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>&amp;New</source>
        <translation>&amp;Yeni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Aç…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Kaydet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>&amp;Farklı Kaydet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>Ka&amp;pat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Son Kullanılanlar</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>&amp;Undo</source>
        <translation>&amp;Geri Al</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Redo</source>
        <translation>&amp;Yinele</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>{0}[*] — {1}</source>
        <translation>{0}[*] — {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}[*]</source>
        <translation>{0}[*]</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Autosave failed: {0}</source>
        <translation>Otomatik kayıt başarısız: {0}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Unsaved changes</source>
        <translation>Kaydedilmemiş değişiklikler</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+38"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved {0}</source>
        <translation>Kaydedildi: {0}</translation>
    </message>
</context>
<context>
    <name>DungeonEditorWindow</name>
    <message>
        <location filename="../../ui/lairs/editor_window.py" line="+154"/>
        <source>Dungeon name</source>
        <translation>Zindan adı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Name&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ad&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>&amp;File</source>
        <translation>&amp;Dosya</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Lairs dungeon (*.json)</source>
        <translation>Lairs zindanı (*.json)</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Export as &amp;PNG…</source>
        <translation>P&amp;NG olarak dışa aktar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export printable P&amp;DF…</source>
        <translation>Yazdırılabilir P&amp;DF olarak dışa aktar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>Dü&amp;zen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Generate Dungeon…</source>
        <translation>Zindan &amp;Üret…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Difficulty Report…</source>
        <translation>Zorluk &amp;Raporu…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Compare with…</source>
        <translation>&amp;Karşılaştır…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dungeon</source>
        <translation>Zindan</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>&amp;Keyboard and Mouse</source>
        <translation>&amp;Klavye ve Fare</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Tools</source>
        <translation>&amp;Araçlar</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Remove wall {0}</source>
        <translation>{0} duvarını kaldır</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All {0} walls are on the board; remove one first.</source>
        <translation>{0} duvarın hepsi tahtada; önce birini kaldır.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add wall {0}</source>
        <translation>{0} duvarını ekle</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0} already holds a feature; remove it first.</source>
        <translation>{0} hücresinde zaten bir özellik var; önce onu kaldır.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No {0} left to place.</source>
        <translation>Yerleştirilecek {0} kalmadı.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place {0} on {1}</source>
        <translation>{0}: {1} hücresine yerleştir</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0} already holds a feature.</source>
        <translation>{0} hücresinde zaten bir özellik var.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move {0} to {1}</source>
        <translation>{0}: {1} hücresine taşı</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Remove {0} from {1}</source>
        <translation>{0}: {1} hücresinden kaldır</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rename dungeon</source>
        <translation>Zindanı yeniden adlandır</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+12"/>
        <source>Generate (seed {0})</source>
        <translation>Üret (tohum {0})</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Generated with seed {0}</source>
        <translation>{0} tohumuyla üretildi</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Generate Dungeon</source>
        <translation>Zindan Üret</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace the dungeon on the board with the generated one? (Edit → Undo brings it back.)</source>
        <translation>Tahtadaki zindan üretilenle değiştirilsin mi? (Düzen → Geri Al onu geri getirir.)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{0}: no legal path ({1})</source>
        <translation>{0}: yasal yol yok ({1})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open dungeon</source>
        <translation>Zindan aç</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save dungeon</source>
        <translation>Zindanı kaydet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open dungeon</source>
        <translation>Zindan açılamıyor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot save dungeon</source>
        <translation>Zindan kaydedilemiyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No recent dungeons</source>
        <translation>Son zindan yok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>untitled</source>
        <translation>adsız</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lairs dungeon editor</source>
        <translation>Lairs zindan düzenleyici</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Export as PNG</source>
        <translation>PNG olarak dışa aktar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export printable PDF</source>
        <translation>Yazdırılabilir PDF olarak dışa aktar</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Exported {0}</source>
        <translation>Dışa aktarıldı: {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Red on the board: where explorers got hurt (cubes fatigued per run); the next edit clears it</source>
        <translation>Tahtadaki kırmızı: maceracıların hasar aldığı yerler (deneme başına yorgun küp); sonraki düzenleme siler</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Keyboard and mouse</source>
        <translation>Klavye ve fare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Mouse&lt;/b&gt;: click between two cells to add or remove a wall; click an empty cell to place the palette&apos;s feature; drag a feature to move it; right-click removes it; click a chest or the exit to see its legal path.&lt;br&gt;&lt;b&gt;Keyboard&lt;/b&gt;: arrows move the cursor; Shift+arrow toggles the wall on that side; Ctrl+arrow moves the feature; S, X, C, M, T place start, exit, chest, monster, trap; Enter places or selects; Delete removes.</source>
        <translation>&lt;b&gt;Fare&lt;/b&gt;: duvar eklemek ya da kaldırmak için iki hücrenin arasına tıkla; paletteki özelliği yerleştirmek için boş bir hücreye tıkla; bir özelliği taşımak için sürükle; sağ tık kaldırır; yasal yolunu görmek için bir sandığa ya da çıkışa tıkla.&lt;br&gt;&lt;b&gt;Klavye&lt;/b&gt;: oklar imleci taşır; Shift+ok o taraftaki duvarı ekler/kaldırır; Ctrl+ok özelliği taşır; S, X, C, M, T sırasıyla başlangıç, çıkış, sandık, canavar, tuzak yerleştirir; Enter yerleştirir ya da seçer; Delete kaldırır.</translation>
    </message>
</context>
<context>
    <name>EndingPage</name>
    <message>
        <location filename="../../ui/lairs/explorer/ending.py" line="+89"/>
        <source>&amp;Rematch</source>
        <translation>&amp;Rövanş</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players again, with a new seed</source>
        <translation>Aynı oyuncular, yeni bir tohumla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{0} wins! ({1} VP)</source>
        <translation>{0} kazandı! ({1} VP)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A draw ({0} VP).</source>
        <translation>Berabere ({0} VP).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;{0}&apos;s dungeon&lt;/b&gt; — {1}&apos;s path: {2} moves, {3} of 36 cells learned</source>
        <translation>&lt;b&gt;Zindan: {0}&lt;/b&gt; — {1} oyuncusunun yolu: {2} hamle, 36 hücreden {3} tanesi öğrenildi</translation>
    </message>
</context>
<context>
    <name>EnergyMatWidget</name>
    <message>
        <location filename="../../ui/lairs/explorer/energy_mat.py" line="+136"/>
        <source>Basic</source>
        <translation>Temel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pays &quot;any&quot;</source>
        <translation>&quot;herhangi&quot; öder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quickness</source>
        <translation>Çeviklik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hustle, Backtrack</source>
        <translation>Koş, Geri Dön</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Perception</source>
        <translation>Algı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Peer</source>
        <translation>Gizlice Bak</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Conserved: saved by Conserve; spending one makes it Fresh, so it can be spent again this turn</source>
        <translation>Saklı: Sakla ile ayrılmış; harcayınca Taze olur, bu turda yeniden harcanabilir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fresh: ready to spend this turn</source>
        <translation>Taze: bu turda harcanabilir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spent: Fresh again at the start of your next turn</source>
        <translation>Harcanmış: sonraki turunun başında yeniden Taze olur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fatigued (by a monster or trap): Spent at your next turn, Fresh the turn after</source>
        <translation>Yorgun (bir canavar ya da tuzak yüzünden): sonraki turunda Harcanmış, ondan sonraki turda Taze olur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Conserved</source>
        <translation>Saklı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fresh</source>
        <translation>Taze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spent</source>
        <translation>Harcanmış</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fatigued</source>
        <translation>Yorgun</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>{0} cube, {1} ({2}).
{3}</source>
        <translation>{0} küp, {1} ({2}).
{3}</translation>
    </message>
</context>
<context>
    <name>FeaturePalette</name>
    <message>
        <location filename="../../ui/lairs/palette.py" line="+74"/>
        <source>Start</source>
        <translation>Başlangıç</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exit</source>
        <translation>Çıkış</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chest</source>
        <translation>Sandık</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Monster</source>
        <translation>Canavar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trap</source>
        <translation>Tuzak</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Place&lt;/b&gt;</source>
        <translation>&lt;b&gt;Yerleştir&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click an empty cell to place a {0} (key {1})</source>
        <translation>Yerleştirmek için boş bir hücreye tıkla: {0} (tuş {1})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Walls&lt;/b&gt;</source>
        <translation>&lt;b&gt;Duvarlar&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click between two cells to add or remove a wall.</source>
        <translation>Duvar eklemek ya da kaldırmak için iki hücrenin arasına tıkla.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{0}  ({1} left)</source>
        <translation>{0}  ({1} kaldı)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}  ({1} too many)</source>
        <translation>{0}  ({1} fazla)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} placed, {1} left of {2}</source>
        <translation>{0} yerleştirildi, kalan {1} (toplam {2})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} placed, {1} too many (at most {2})</source>
        <translation>{0} yerleştirildi, {1} fazla (en çok {2})</translation>
    </message>
</context>
<context>
    <name>FullScreenAction</name>
    <message>
        <location filename="../../ui/shell/table_display.py" line="+55"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Tam Ekran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the table on the whole screen (F11; Esc leaves it)</source>
        <translation>Masayı tüm ekranda göster (F11; Esc ile çıkılır)</translation>
    </message>
</context>
<context>
    <name>GameMenu</name>
    <message>
        <location filename="../../ui/shell/game_menu.py" line="+90"/>
        <source>&amp;Game</source>
        <translation>&amp;Oyun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save Game &amp;Record…</source>
        <translation>Oyun &amp;Kaydını Sakla…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep this game as a record file: replay it with `companion GAME replay`, or open it to play on</source>
        <translation>Bu oyunu bir kayıt dosyası olarak sakla: `companion GAME replay` ile yeniden oynat ya da açıp oynamaya devam et</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+110"/>
        <source>&amp;Watch Replay</source>
        <translation>&amp;Tekrarı İzle</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>Step back through this game so far, in a window of its own</source>
        <translation>Bu oyunu şimdiye kadar olduğu gibi, ayrı bir pencerede adım adım geri izle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <translation>Ka&amp;pat</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Take back</source>
        <translation>Geri al</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} asks to take back their last decision. {1}: do you all agree?</source>
        <translation>{0} son kararını geri almak istiyor. {1}: hepiniz kabul ediyor musunuz?</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Save Game Record</source>
        <translation>Oyun Kaydını Sakla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game records (*.json)</source>
        <translation>Oyun kayıtları (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot save game record</source>
        <translation>Oyun kaydı saklanamıyor</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Step through the whole game again, as the table or any player saw it, in a window of its own</source>
        <translation>Oyunun tamamını, masanın ya da herhangi bir oyuncunun gördüğü gibi, kendi penceresinde adım adım yeniden izle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save Game Record…</source>
        <translation>Oyun Kaydını &amp;Sakla…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep this game as a record file of your own: watch it again or replay it with `companion GAME replay`</source>
        <translation>Bu oyunu kendi kayıt dosyan olarak sakla: yeniden izle ya da `companion GAME replay` ile tekrar oynat</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <location filename="../../ui/shell/game_over.py" line="+36"/>
        <source>New game…</source>
        <translation>Yeni oyun…</translation>
    </message>
</context>
<context>
    <name>GameSetupDialog</name>
    <message>
        <location filename="../../ui/lairs/explorer/setup_dialog.py" line="+258"/>
        <source>New Lairs game</source>
        <translation>Yeni Lairs oyunu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Oyuncular</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dungeons</source>
        <translation>Zindanlar</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Treasure cards from my box (%n card(s))</source>
        <translation>
            <numerusform>Kutumdaki hazine kartları (%n kart)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start</source>
        <translation>Başla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Host game</source>
        <translation>Masayı aç</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At a network table the table deals both dungeons at random: neither player knows the other&apos;s.</source>
        <translation>Ağ masasında iki zindanı da masa rastgele belirler: iki oyuncu da rakibinin zindanını bilmez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player explores the other player&apos;s dungeon. A dungeon chosen here is the one its player built.</source>
        <translation>Her oyuncu diğerinin zindanını keşfeder. Burada seçilen zindan, o oyuncunun kurduğu zindandır.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First explorer:</source>
        <translation>İlk maceracı:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advanced</source>
        <translation>Gelişmiş</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>Tohum:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basic die faces:</source>
        <translation>Temel zar yüzleri:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{0} built:</source>
        <translation>{0} kurduğu:</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <location filename="../../ui/lairs/generate_dialog.py" line="+62"/>
        <source>Generate dungeon</source>
        <translation>Zindan üret</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed (and difficulty) always gives the same dungeon.</source>
        <translation>Aynı tohum (ve zorluk) hep aynı zindanı verir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any</source>
        <translation>herhangi</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A valid dungeon from the seed; with a difficulty, one whose short difficulty report lands in that band.</source>
        <translation>Tohumdan geçerli bir zindan; zorluk seçilirse kısa zorluk raporu o aralığa düşen bir zindan.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Seed:</source>
        <translation>Tohum:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>Zorluk:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a {0} dungeon…</source>
        <translation>{0} bir zindan aranıyor…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Generated with seed {0}</source>
        <translation>{0} tohumuyla üretildi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generated a {0} dungeon with seed {1} (short report: {2:.0f})</source>
        <translation>{1} tohumuyla {0} bir zindan üretildi (kısa rapor: {2:.0f})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No {0} dungeon found for seed {1}; this is the nearest (short report: {2:.0f})</source>
        <translation>{1} tohumu için {0} bir zindan bulunamadı; bu en yakını (kısa rapor: {2:.0f})</translation>
    </message>
</context>
<context>
    <name>GuideAction</name>
    <message>
        <location filename="../../ui/shell/guides.py" line="+326"/>
        <source>{0} &amp;Rules Guide</source>
        <translation>{0} Kural &amp;Rehberi</translation>
    </message>
</context>
<context>
    <name>GuideWindow</name>
    <message>
        <location line="-108"/>
        <source>Rules guides</source>
        <translation>Kural rehberleri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game&apos;s guide: click a section to go there</source>
        <translation>Her oyunun rehberi: gitmek için bir bölüme tıkla</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <location filename="../../ui/shell/handover.py" line="+155"/>
        <source>Pass the device to {0}</source>
        <translation>Cihazı ver: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone else, please look away: {0}&apos;s secrets come next.</source>
        <translation>Diğerleri lütfen başka yere baksın: sırada {0} oyuncusunun gizli bilgileri var.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Since your last move:</source>
        <translation>Son hamlenden beri:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am {0} — show my screen</source>
        <translation>Ben {0} — ekranımı göster</translation>
    </message>
</context>
<context>
    <name>HandTurnChoice</name>
    <message>
        <location filename="../../ui/scout/hand_turn.py" line="+37"/>
        <source>strongest set: {0}</source>
        <translation>en güçlü set: {0}</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Before the round&apos;s first turn you may turn your whole hand around once: every card shows its other number and the order reverses. Cards can never be reordered, so look for long runs and groups.</source>
        <translation>Rauntun ilk turundan önce bütün elini bir kez ters çevirebilirsin: her kart diğer sayısını gösterir ve sıra tersine döner. Kartların sırası asla değiştirilemez; uzun seriler ve gruplar ara.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep this hand</source>
        <translation>Bu eli koru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the hand around</source>
        <translation>Eli ters çevir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;As dealt&lt;/b&gt;</source>
        <translation>&lt;b&gt;Dağıtıldığı gibi&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Turned around&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ters çevrilmiş&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys: Enter keeps this hand, T turns it around</source>
        <translation>Tuşlar: Enter bu eli korur, T ters çevirir</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round {0} of {1}: keep your hand, or turn it around?</source>
        <translation>Raunt {0}/{1}: elini koruyor musun, ters mi çeviriyorsun?</translation>
    </message>
</context>
<context>
    <name>HazardNames</name>
    <message>
        <location filename="../../companion/lairs/hazards.py" line="+33"/>
        <source>Hungry Blob</source>
        <translation>Aç Yumru</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Greased Pit</source>
        <translation>Yağlı Çukur</translation>
    </message>
</context>
<context>
    <name>HeatOverlay</name>
    <message>
        <location filename="../../ui/lairs/heat_map.py" line="+82"/>
        <source>{0}: {1} strikes and {2} cubes fatigued a run</source>
        <translation>{0}: deneme başına {1} saldırı ve {2} yorgun küp</translation>
    </message>
</context>
<context>
    <name>IntrigeActivities</name>
    <message>
        <location filename="../../ui/intrige/__init__.py" line="+21"/>
        <source>Play</source>
        <translation>Oyna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot-seat and bots: 3–5 players bribe their way into each other&apos;s castles.</source>
        <translation>Aynı cihazda ve botlarla: 3–5 oyuncu rüşvetle birbirinin şatosuna yerleşir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Landlord&apos;s helper</source>
        <translation>Şato sahibinin yardımcısı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table with the real box: income, conflicts, bribe order and what is allowed; each player&apos;s money kept private.</source>
        <translation>Gerçek kutuyla masada: gelir, çatışmalar, rüşvet sırası ve kurallar; her oyuncunun parası gizli kalır.</translation>
    </message>
</context>
<context>
    <name>IntrigeHelper</name>
    <message>
        <location filename="../../ui/intrige/landlord_helper.py" line="+160"/>
        <source>What now</source>
        <translation>Şimdi ne var</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record, round by round</source>
        <translation>Raunt raunt kayıt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show my money:</source>
        <translation>Paramı göster:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only {0} should look: the screen is handed over first</source>
        <translation>Yalnızca {0} baksın: önce ekran devredilir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count everyone&apos;s money</source>
        <translation>Herkesin parasını say</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Scholars move only into the landlord&apos;s castle ({0}&apos;s) during their turn.</source>
        <translation>Bilginler yalnızca sırası gelen şato sahibinin şatosuna ({0} şatosu) yerleşir.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>First pick one of {0}&apos;s scholars beside their castle.</source>
        <translation>Önce şatonun yanındaki bilginlerden birini seç (sahibi: {0}).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Everyone else, please look away: {0}&apos;s money comes next.</source>
        <translation>Diğerleri lütfen başka yere baksın: sırada {0} oyuncusunun parası var.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am {0} — show my money</source>
        <translation>Ben {0} — paramı göster</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Final count: {0}. The richest: {1}.</source>
        <translation>Son sayım: {0}. En zengin: {1}.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Round {0} · {1}</source>
        <translation>Raunt {0} · {1}</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/landlord_helper_money.py" line="+66"/>
        <source>Round</source>
        <translation>Raunt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What</source>
        <translation>Ne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ducats</source>
        <translation>Duka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide my money</source>
        <translation>Paramı gizle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter or Esc hides it</source>
        <translation>Enter ya da Esc gizler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}&apos;s money — for {0}&apos;s eyes only</source>
        <translation>Para: {0} — yalnızca {0} görebilir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>start</source>
        <translation>başlangıç</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Money at the start</source>
        <translation>Başlangıçtaki para</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end</source>
        <translation>son</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/landlord_helper_setup.py" line="+37"/>
        <source>Refund: bribes for scholars sent to the Island are paid back</source>
        <translation>İade: Ada’ya gönderilen bilginlerin rüşvetleri geri ödenir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Binding promises: an accepted bribe&apos;s requested suite must be given</source>
        <translation>Bağlayıcı sözler: kabul edilen rüşvette istenen daire verilmek zorundadır</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Different castles: the two scholars of a turn go to two castles</source>
        <translation>Farklı şatolar: bir turdaki iki bilgin iki ayrı şatoya gider</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Intrige landlord&apos;s helper</source>
        <translation>Intrige şato sahibinin yardımcısı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players, clockwise as you sit</source>
        <translation>Oyuncular, oturduğunuz gibi saat yönünde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Castle</source>
        <translation>Şato</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Seat {0}</source>
        <translation>Koltuk {0}</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Variants</source>
        <translation>Varyantlar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start recording</source>
        <translation>Kaydı başlat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For a game with the real box: the helper keeps the table, tells the landlord what comes next and keeps each player&apos;s money private.</source>
        <translation>Gerçek kutuyla oynanan oyun için: yardımcı masayı tutar, şato sahibine sırada ne olduğunu söyler ve her oyuncunun parasını gizli tutar.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Starting player</source>
        <translation>Başlangıç oyuncusu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Draw by lot</source>
        <translation>Kura çek</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/landlord_helper_words.py" line="+28"/>
        <source>scientist</source>
        <translation>bilim insanı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>physician</source>
        <translation>hekim</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>theologian</source>
        <translation>ilahiyatçı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>writer</source>
        <translation>yazar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>red</source>
        <translation>kırmızı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>yellow</source>
        <translation>sarı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>green</source>
        <translation>yeşil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>blue</source>
        <translation>mavi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>purple</source>
        <translation>mor</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{0} ducat(s)</source>
        <translation>
            <numerusform>{0} duka</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0}&apos;s {1}</source>
        <translation>{1} ({0})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No conflict</source>
        <translation>Çatışma yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>External conflict</source>
        <translation>Dış çatışma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Internal conflict over the {0} suite</source>
        <translation>{0}’lik daire için iç çatışma</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round 1: nobody collects income, and the starting player has no applicants.</source>
        <translation>Raunt 1: kimse gelir almaz, başlangıç oyuncusunun da adayı yoktur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round 5: no scholars are sent (all are out). After this round everyone collects income once more; then the richest wins.</source>
        <translation>Raunt 5: bilgin gönderilmez (hepsi gönderildi). Bu rauntun ardından herkes bir kez daha gelir alır; sonra en zengin kazanır.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The two scholars may go to the same castle or to two castles, never to the landlord&apos;s own.</source>
        <translation>İki bilgin aynı şatoya ya da iki ayrı şatoya gidebilir; şato sahibinin kendi şatosuna asla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variant: the two scholars go to two different castles.</source>
        <translation>Varyant: iki bilgin iki farklı şatoya gider.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant: bribes for scholars sent to the Island are paid back.</source>
        <translation>Varyant: Ada’ya gönderilen bilginlerin rüşvetleri geri ödenir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant: a bribe that asks for a free suite binds the landlord if the scholar is admitted.</source>
        <translation>Varyant: boş bir daire isteyen rüşvet, bilgin kabul edilirse şato sahibini bağlar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+36"/>
        <source>the bank</source>
        <translation>banka</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Income from the bank</source>
        <translation>Bankadan gelir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final income after round 5</source>
        <translation>Raunt 5’ten sonraki son gelir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribe paid to {0}</source>
        <translation>Ödenen rüşvet: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribe from {0}</source>
        <translation>Alınan rüşvet: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bank paid your minimum bribe</source>
        <translation>En düşük rüşvetini banka ödedi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribe paid back to {0}</source>
        <translation>Geri ödenen rüşvet: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribe paid back by {0}</source>
        <translation>Geri alınan rüşvet: {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} sends a {1} to {2}&apos;s castle.</source>
        <translation>{0} bir {1} gönderiyor: {2} şatosu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(asks for the {0} suite)</source>
        <translation>({0}’lik daireyi istiyor)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} bribes {1}.</source>
        <translation>{0} rüşvet veriyor: {1}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} places {1} in the {2} suite.</source>
        <translation>{0}, {2}’lik daireye yerleştiriyor: {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} sends {1} to the Island.</source>
        <translation>{0} Ada’ya gönderiyor: {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} goes to the Island.</source>
        <translation>Ada’ya gidiyor: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/landlord_helper_panel.py" line="+144"/>
        <source>ducats</source>
        <translation>duka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribe paid</source>
        <translation>Rüşvet ödendi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over</source>
        <translation>Oyun bitti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {0} of {1} · {2}&apos;s turn</source>
        <translation>Raunt {0}/{1} · Sıra: {2}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>1 · Income</source>
        <translation>1 · Gelir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone collected their income once more after round 5.</source>
        <translation>Raunt 5’ten sonra herkes gelirini bir kez daha aldı.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None in round 1.</source>
        <translation>Raunt 1’de yok.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} in {1}&apos;s castle</source>
        <translation>{1} şatosunda {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../ui/intrige/landlord_helper_words.py" line="+2"/>
        <source>{0} collects {1} from the bank.</source>
        <translation>{0} bankadan {1} alıyor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>2 · Applicants</source>
        <translation>2 · Adaylar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All admitted or sent away.</source>
        <translation>Hepsi kabul edildi ya da gönderildi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody applies.</source>
        <translation>Başvuran yok.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} (holds the suite), then {1}</source>
        <translation>{0} (dairede oturan), sonra {1}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bribes: {0}</source>
        <translation>Rüşvetler: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../ui/intrige/landlord_helper_scene.py" line="+192"/>
        <source>paid {0}</source>
        <translation>{0} ödedi</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../ui/intrige/landlord_helper_scene.py" line="+2"/>
        <source>asks for {0}</source>
        <translation>istediği: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>due now</source>
        <translation>şimdi sırada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>then</source>
        <translation>sonra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bribes, in this order:</source>
        <translation>Rüşvetler, bu sırayla:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>3 · Send two scholars</source>
        <translation>3 · İki bilgin gönder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done.</source>
        <translation>Tamam.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not in round 5: every scholar is out.</source>
        <translation>Raunt 5’te yok: bütün bilginler gönderildi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After the applicants.</source>
        <translation>Adaylardan sonra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} of 2 sent.</source>
        <translation>2 bilginden {0} tanesi gönderildi.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; bribes {1} for {2}: at least 1,000 ducats, in thousands, said aloud and paid at once (with nothing left, offer 1,000: the bank pays).</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;, {2} için {1} oyuncusuna rüşvet veriyor: en az 1.000 duka, biner biner, yüksek sesle söylenir ve hemen ödenir (parası kalmayan 1.000 teklif eder: banka öder).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>asks for no suite</source>
        <translation>daire istemiyor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>asks for the {0} suite</source>
        <translation>{0}’lik daireyi istiyor</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; decides: {1} takes the {2} suite (ousting {3}), or goes to the Island.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; karar veriyor: {1} {2}’lik daireyi alır ({3} çıkarılır) ya da Ada’ya gider.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; places {1}: click a green suite of the castle.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; yerleştiriyor: {1}. Şatonun yeşil dairelerinden birine tıkla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Or click the Island to send them away.</source>
        <translation>Ya da göndermek için Ada’ya tıkla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not to the Island: {0}.</source>
        <translation>Ada’ya olmaz: {0}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To the Island</source>
        <translation>Ada’ya</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; sends a scholar: pick one below (or beside the castle on the table), then the castle it applies to.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; bilgin gönderiyor: aşağıdan (ya da masada şatonun yanından) birini seç, sonra başvuracağı şatoyu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; sends the {1}: click the castle it applies to.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; gönderiyor: {1}. Başvuracağı şatoya tıkla.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>To {0} ({1})</source>
        <translation>{0} ({1}) şatosuna</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/landlord_helper_words.py" line="+3"/>
        <source>The bank pays the 1,000 ducats for {0}.</source>
        <translation>Banka {0} için 1.000 dukayı ödüyor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} pays {1} back to {2}.</source>
        <translation>{0}, {1} geri ödüyor; alan: {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}&apos;s turn</source>
        <translation>Sıra: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/landlord_helper_scene.py" line="-92"/>
        <source>free</source>
        <translation>boş</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} suite: {1}</source>
        <translation>{0}’lik daire: {1}</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Applicants</source>
        <translation>Adaylar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scholars to send</source>
        <translation>Stok</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>★ landlord</source>
        <translation>★ şato sahibi</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{0}k</source>
        <comment>a bribe in thousands of ducats</comment>
        <translation>{0} bin</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{0}&apos;s {1} (click to send it)</source>
        <translation>{1} ({0}) (göndermek için tıkla)</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The Island</source>
        <translation>Ada</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>The Island: %n scholar(s), out of the game for good</source>
        <translation>
            <numerusform>Ada: %n bilgin, oyundan kalıcı olarak çıktı</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../companion/intrige/helper.py" line="+130"/>
        <source>Intrige is played by {least}–{most} players, not {players}</source>
        <translation>Intrige {players} kişiyle değil, {least}–{most} kişiyle oynanır</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every player needs a distinct, non-empty name</source>
        <translation>her oyuncunun boş olmayan, farklı bir adı olmalı</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a name has at most {limit} characters</source>
        <translation>bir ad en fazla {limit} karakter olabilir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every player needs a castle of their own colour ({colours})</source>
        <translation>her oyuncunun kendi renginde bir şatosu olmalı ({colours})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the starting player must be one of the {players} players</source>
        <translation>başlangıç oyuncusu {players} oyuncudan biri olmalı</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>{player} cannot pay {amount}: it is more than they have (their money is shown only to them)</source>
        <translation>{player} {amount} ödeyemez: parasından fazla (parası yalnızca kendisine gösterilir)</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>{player}&apos;s {profession}</source>
        <translation>{profession} ({player})</translation>
    </message>
</context>
<context>
    <name>IntrigeLog</name>
    <message>
        <location filename="../../ui/intrige/log.py" line="+44"/>
        <location line="+8"/>
        <source>Round {0}</source>
        <translation>Raunt {0}</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>After round 5 everyone collects once more:</source>
        <translation>Raunt 5’ten sonra herkes bir kez daha gelir alır:</translation>
    </message>
</context>
<context>
    <name>IntrigePrompt</name>
    <message>
        <location filename="../../ui/intrige/prompt.py" line="+104"/>
        <source>Offer a bribe…</source>
        <translation>Rüşvet teklif et…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Offer the minimum (1,000)</source>
        <translation>En azını teklif et (1.000)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your {0} lives in {1}&apos;s {2} suite and is challenged: bribe {1} to keep them (you have {3}).</source>
        <translation>{0} bilginin {1} şatosundaki {2}’lik dairede oturuyor ve yeri tehlikede: yerini korumak için şato sahibine ({1}) rüşvet ver (paran: {3}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your {0} applies at {1}&apos;s castle, against {2} in the {3} suite: offer {1} a bribe (you have {4}).</source>
        <translation>{0} bilginin {1} şatosuna başvuruyor; {3}’lik dairedeki rakibi {2}: şato sahibine ({1}) rüşvet teklif et (paran: {4}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your {0} applies at {1}&apos;s castle: offer {1} a bribe (you have {2}).</source>
        <translation>{0} bilginin {1} şatosuna başvuruyor: şato sahibine ({1}) rüşvet teklif et (paran: {2}).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Admit {0} to the {1} suite in place of {2}, or send {0} to the Island? (Click the suite or the Island.)</source>
        <translation>{0}, {2} yerine {1}’lik daireye mi alınsın, yoksa Ada’ya mı gönderilsin? (Daireye ya da Ada’ya tıkla.)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place {0} in a free suite (the others of the group go to the Island), or send {0} to the Island. Click a green suite or the Island.</source>
        <translation>{0} boş bir daireye yerleştirilsin (gruptaki diğerleri Ada’ya gider) ya da Ada’ya gönderilsin. Yeşil bir daireye ya da Ada’ya tıkla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place {0} in a free suite: click a green suite.</source>
        <translation>{0} boş bir daireye yerleştirilsin: yeşil bir daireye tıkla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} suite</source>
        <translation>{0}’lik daire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the Island</source>
        <translation>Ada’ya</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Send scholar {0} of 2: pick one from your supply (click it on the table), then a castle.</source>
        <translation>Bilgin gönder ({0}/2): stoğundan birini seç (masada ona tıkla), sonra bir şato.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} ({1} left)</source>
        <translation>{0} ({1} kaldı)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Send a {0} to which castle? Click it on the table.</source>
        <translation>Bir {0} hangi şatoya gönderilsin? Masada şatoya tıkla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>← Back</source>
        <translation>← Geri</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Place the applicant in {0}.</source>
        <translation>Adayı yerleştir: {0}.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>First pick a scholar from your supply.</source>
        <translation>Önce stoğundan bir bilgin seç.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not allowed: {0}.</source>
        <translation>İzin yok: {0}.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Key: {0}</source>
        <translation>Tuş: {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> or </source>
        <translation> ya da </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Esc back</source>
        <translation>Esc geri</translation>
    </message>
</context>
<context>
    <name>IntrigeRefusal</name>
    <message>
        <location filename="../../companion/intrige/explain.py" line="+30"/>
        <source>scientist</source>
        <translation>bilim insanı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>physician</source>
        <translation>hekim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>theologian</source>
        <translation>ilahiyatçı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>writer</source>
        <translation>yazar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it is not an Intrige action</source>
        <translation>bu bir Intrige hamlesi değil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no {player} at a table of {players}</source>
        <translation>{players} kişilik masada {player} yok</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>there is no such scholar or castle</source>
        <translation>böyle bir bilgin ya da şato yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in round {round} nobody sends scholars (all of them are out)</source>
        <translation>raunt {round} içinde kimse bilgin göndermez (hepsi gönderildi)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a scholar never applies to its own castle</source>
        <translation>bir bilgin asla kendi şatosuna başvurmaz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only the landlord ({player}) sends scholars now</source>
        <translation>şu an yalnızca şato sahibi ({player}) bilgin gönderir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the landlord sends scholars after admitting the applicants</source>
        <translation>şato sahibi bilginleri adayları kabul ettikten sonra gönderir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has no {profession} left to send</source>
        <translation>{player} oyuncusunun gönderecek {profession} bilgini kalmadı</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with different-castles the two scholars of a turn go to two castles</source>
        <translation>farklı şatolar varyantında bir turun iki bilgini iki ayrı şatoya gider</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no bribe is due now</source>
        <translation>şu an sırası gelen rüşvet yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} pays the next bribe</source>
        <translation>sıradaki rüşveti {player} öder</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a bribe is at least {least}</source>
        <translation>rüşvet en az {least} olur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a bribe is a multiple of {least}</source>
        <translation>rüşvet {least} ve katları olur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>with nothing left, {player} offers {least} (the bank pays)</source>
        <translation>parası kalmayan {player} {least} teklif eder (banka öder)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has only {money}</source>
        <translation>{player} oyuncusunun yalnızca {money} parası var</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in an internal conflict the suite is the contested one: name none</source>
        <translation>iç çatışmada daire tartışılan dairedir: başka daire belirtme</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>suite {suite} is not free</source>
        <translation>{suite} dairesi boş değil</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>only the landlord ({player}) admits applicants</source>
        <translation>adayları yalnızca şato sahibi ({player}) kabul eder</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no applicant waits for the landlord&apos;s decision now</source>
        <translation>şu an şato sahibinin kararını bekleyen aday yok</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{scholar} is the applicant to decide now</source>
        <translation>şu an karar verilecek aday: {scholar}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an applicant without a conflict must be admitted</source>
        <translation>çatışması olmayan aday kabul edilmek zorunda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one {profession} of the group must be admitted</source>
        <translation>gruptan bir {profession} kabul edilmek zorunda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{suite} is not a suite</source>
        <translation>{suite} bir daire değil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the castle already has a {profession} (in {suite}): oust them or send this one away</source>
        <translation>şatoda zaten bir {profession} var ({suite} dairesinde): onu çıkar ya da bunu gönder</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a scholar never lives in its own castle</source>
        <translation>bir bilgin asla kendi şatosunda oturmaz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>binding promises: the bribe asked for suite {suite}</source>
        <translation>bağlayıcı sözler: rüşvet {suite} dairesini istedi</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>suite {suite} is occupied ({scholar})</source>
        <translation>{suite} dairesi dolu ({scholar})</translation>
    </message>
</context>
<context>
    <name>IntrigeTable</name>
    <message>
        <location filename="../../ui/intrige/scene.py" line="+58"/>
        <source>{0}k</source>
        <comment>whole thousands of ducats, short, under a scholar token</comment>
        <translation>{0}B</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>{0} is the landlord this turn</source>
        <translation>Bu tur şato sahibi: {0}</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>{0} ducat(s)</source>
        <translation>
            <numerusform>{0} duka</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your money: nobody else sees it</source>
        <translation>Paran: başka kimse görmez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money at the end</source>
        <translation>Sondaki para</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{0} in the {1} suite</source>
        <translation>{1}’lik dairede {0}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>no applicants</source>
        <translation>aday yok</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>next</source>
        <translation>sıradaki</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{0} waits to apply</source>
        <translation>{0} başvurmayı bekliyor</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>supply</source>
        <translation>stok</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}&apos;s {1} (in the supply)</source>
        <translation>{1} ({0}) (stokta)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The Island</source>
        <translation>Ada</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0}: out of the game</source>
        <translation>{0}: oyun dışı</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>click to send the applicant here</source>
        <translation>adayı buraya göndermek için tıkla</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The game is over after {0} rounds: {1}</source>
        <translation>Oyun {0} rauntta bitti: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {0} of {1}  ·  {2} is the landlord  ·  {3}</source>
        <translation>Raunt {0}/{1}  ·  şato sahibi {2}  ·  {3}</translation>
    </message>
</context>
<context>
    <name>IntrigeTableWindow</name>
    <message>
        <location filename="../../ui/intrige/table.py" line="+76"/>
        <source>Intrige — {0}</source>
        <translation>Intrige — {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place</source>
        <translation>Sıra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Oyuncu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Final income</source>
        <translation>Son gelir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Money</source>
        <translation>Para</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Next: {0}. Everyone else, please look away: {1}&apos;s money shows on the next screen.</source>
        <translation>Sıradaki: {0}. Diğerleri lütfen başka yere baksın: sonraki ekranda {1} oyuncusunun parası görünecek.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Your decision, {0}.</source>
        <translation>Karar senin, {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for {0}: {1}.</source>
        <translation>Bekleniyor: {0}, {1}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0}&apos;s bribe to {1}</source>
        <translation>{0}, {1} oyuncusuna rüşvet veriyor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} decides where {1} goes</source>
        <translation>{0} karar veriyor: {1} nereye gidecek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} sends scholars</source>
        <translation>{0} bilgin gönderiyor</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Round 1: no income yet. {0} is the landlord.</source>
        <translation>Raunt 1: henüz gelir yok. Şato sahibi: {0}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> ← bribes next</source>
        <translation> ← sıradaki rüşvet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: {1}{2}</source>
        <translation>{0}: {1}{2}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The game is over.</source>
        <translation>Oyun bitti.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} is thinking ({1})…</source>
        <translation>{0} düşünüyor ({1})…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Send a scholar from your own supply (a {0} of {1}&apos;s stays with them).</source>
        <translation>Kendi stoğundan bir bilgin gönder ({1} oyuncusunun {0} bilgini onda kalır).</translation>
    </message>
</context>
<context>
    <name>IntrigeWords</name>
    <message>
        <location filename="../../ui/intrige/words.py" line="+28"/>
        <source>scientist</source>
        <translation>bilim insanı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>physician</source>
        <translation>hekim</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>theologian</source>
        <translation>ilahiyatçı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>writer</source>
        <translation>yazar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>scientists</source>
        <translation>bilim insanları</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>physicians</source>
        <translation>hekimler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>theologians</source>
        <translation>ilahiyatçılar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>writers</source>
        <translation>yazarlar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0}&apos;s {1}</source>
        <translation>{1} ({0})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}&apos;s castle</source>
        <translation>{0} şatosu</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{0} ({1} at {2}&apos;s)</source>
        <translation>{0} ({2} şatosunda {1})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} collects nothing: no scholar of theirs lives in another castle.</source>
        <translation>{0} hiçbir şey almıyor: başka bir şatoda oturan bilgini yok.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} collects {1}: {2}.</source>
        <translation>{0} {1} alıyor: {2}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>round {0} of {1}</source>
        <translation>raunt {0}/{1}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Applicants without a conflict: each is placed in a free suite.</source>
        <translation>Çatışmasız adaylar: her biri boş bir daireye yerleştirilir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>External conflict ({0}): one of each group is admitted, the others go to the Island.</source>
        <translation>Dış çatışma ({0}): her gruptan biri kabul edilir, diğerleri Ada’ya gider.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Internal conflict over the {0} suite: {1} lives there. The landlord keeps them or replaces them with an applicant; the rest go to the Island.</source>
        <translation>{0}’lik daire için iç çatışma: orada {1} oturuyor. Şato sahibi onu tutar ya da yerine bir aday alır; gerisi Ada’ya gider.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no offer yet</source>
        <translation>henüz teklif yok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} (the bank pays)</source>
        <translation>{0} (banka öder)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>for the {0} suite</source>
        <translation>{0}’lik daire için</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} offers {1} a bribe of {2}</source>
        <translation>{0}, {1} oyuncusuna {2} rüşvet teklif ediyor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>asking for the {0} suite</source>
        <translation>{0}’lik daireyi isteyerek</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} places {1} in the {2} suite.</source>
        <translation>{0}, {2}’lik daireye yerleştiriyor: {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} sends {1} to the Island.</source>
        <translation>{0} Ada’ya gönderiyor: {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} sends a {1} to {2}.</source>
        <translation>{0} bir {1} gönderiyor: {2}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} collects nothing.</source>
        <translation>{0} hiçbir şey almıyor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} collects {1}.</source>
        <translation>{0} {1} alıyor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} has nothing left: the bank pays the 1,000.</source>
        <translation>{0} oyuncusunun parası kalmadı: 1.000’i banka ödüyor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} goes to the Island.</source>
        <translation>Ada’ya gidiyor: {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bank</source>
        <translation>banka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} pays {1} back to {2}.</source>
        <translation>{0}, {1} geri ödüyor; alan: {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}&apos;s turn as landlord.</source>
        <translation>{0} şato sahibi olarak oynuyor.</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>{0} wins with {1} ducat(s)!</source>
        <translation>
            <numerusform>{0} {1} dukayla kazandı!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} share the victory with {1} ducat(s)!</source>
        <translation>
            <numerusform>{0} {1} dukayla zaferi paylaşıyor!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and </source>
        <translation> ve </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Step 3: sending scholars</source>
        <translation>Adım 3: bilgin gönderme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no conflict</source>
        <translation>çatışma yok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>external conflict</source>
        <translation>dış çatışma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>internal conflict</source>
        <translation>iç çatışma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step 2: admitting applicants ({0})</source>
        <translation>Adım 2: adayları kabul etme ({0})</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../ui/net/join.py" line="+95"/>
        <source>Join a Network Game</source>
        <translation>Bir Ağ Oyununa Katıl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host&apos;s &amp;address</source>
        <translation>Ev sahibinin &amp;adresi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table &amp;code</source>
        <translation>Masa k&amp;odu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your &amp;name</source>
        <translation>A&amp;dın</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>for example 192.168.1.5:8765</source>
        <translation>örneğin 192.168.1.5:8765</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five characters, for example KX7PQ</source>
        <translation>beş karakter, örneğin KX7PQ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host sees the address and the code in the table&apos;s window.</source>
        <translation>Ev sahibi adresi ve kodu masanın penceresinde görür.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join</source>
        <translation>&amp;Katıl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch</source>
        <translation>&amp;İzle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the public table without a seat</source>
        <translation>Bir koltuğa oturmadan açık masayı izle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Look for tables on this network</source>
        <translation>Bu ağdaki &amp;masaları ara</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>{0} — {1}&apos;s table {2}: %n seat(s) free</source>
        <translation>
            <numerusform>{0} — {2} masası (ev sahibi: {1}): %n boş koltuk</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>someone</source>
        <translation>bilinmiyor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(another Companion version: cannot join)</source>
        <translation>(başka bir Companion sürümü: katılınamaz)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Looking… (a network without multicast finds nothing: join by address)</source>
        <translation>Aranıyor… (multicast desteklemeyen bir ağda hiçbir şey bulunamaz: adresle katıl)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>A table code has {0} characters.</source>
        <translation>Masa kodu {0} karakterden oluşur.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Give the name the others will see.</source>
        <translation>Diğerlerinin göreceği adını yaz.</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <location filename="../../ui/net/join_panel.py" line="+144"/>
        <source>Join from your phone</source>
        <translation>Telefonundan katıl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table code:</source>
        <translation>Masa kodu:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network:</source>
        <translation>Ağ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer is on several networks: show the address on the one the phones are on</source>
        <translation>Bu bilgisayar birkaç ağa bağlı: telefonların bağlı olduğu ağdaki adresi göster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let Other Devices In…</source>
        <translation>Diğer Cihazlara İzin Ver…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show the QR Code</source>
        <translation>QR Kodunu Göster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide the QR Code</source>
        <translation>QR Kodunu Gizle</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scan the code with the phone&apos;s camera, or open this address in its browser (on the same network as this computer):</source>
        <translation>Kodu telefonun kamerasıyla tara ya da bu adresi telefonun tarayıcısında aç (bu bilgisayarla aynı ağda):</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Phones cannot reach this table yet: Companion&apos;s table server listens on this computer only. Let other devices in to play from phones.</source>
        <translation>Telefonlar bu masaya henüz ulaşamıyor: Companion’ın masa sunucusu yalnızca bu bilgisayarı dinliyor. Telefonlardan oynamak için diğer cihazlara izin ver.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phones cannot reach this table: its server listens on its own computer only.</source>
        <translation>Telefonlar bu masaya ulaşamıyor: sunucusu yalnızca kendi bilgisayarını dinliyor.</translation>
    </message>
</context>
<context>
    <name>KeyHints</name>
    <message>
        <location filename="../../ui/shell/labels.py" line="+64"/>
        <source>Keys: 1–{0}</source>
        <translation>Tuşlar: 1–{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Key: {0}</source>
        <translation>Tuş: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enter: {0}</source>
        <translation>Enter: {0}</translation>
    </message>
</context>
<context>
    <name>LairsBox</name>
    <message>
        <location filename="../../companion/lairs/box.py" line="+64"/>
        <source>die faces must be whole numbers from 1 to {most}, like 1,1,2,2,3,4; not {part}</source>
        <translation>zar yüzleri 1 ile {most} arasında tam sayılar olmalı, örneğin 1,1,2,2,3,4; {part} değil</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a die needs 2 to {most} faces, not {faces}</source>
        <translation>bir zarın {faces} değil, 2 ile {most} arası yüzü olmalı</translation>
    </message>
</context>
<context>
    <name>LairsConsole</name>
    <message>
        <location filename="../../companion/lairs/tabletop/announcements.py" line="+93"/>
        <source>say what the explorer does, e.g. &apos;creep east to E4&apos;</source>
        <translation>maceracının ne yaptığını yaz, örn. &apos;creep east to E4&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{said}: unknown action {word} (creep, hustle, peer, backtrack, fight, disarm, open, skip, enter, stay, stop, conserve, end turn, leave)</source>
        <translation>{said}: bilinmeyen aksiyon {word} (creep, hustle, peer, backtrack, fight, disarm, open, skip, enter, stay, stop, conserve, end turn, leave)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{said}: {verb} takes no cell or direction</source>
        <translation>{said}: {verb} hücre ya da yön almaz</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{said}: {word} is neither a direction nor a cell (A1–F6)</source>
        <translation>{said}: {word} ne bir yön ne bir hücre (A1–F6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{said}: name one cell</source>
        <translation>{said}: bir hücre söyle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{said}: Backtrack names the cell it ends on</source>
        <translation>{said}: Geri Dön, bittiği hücreyi söyler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{said}: say where, e.g. &apos;{verb} east&apos; or &apos;{verb} E4&apos;</source>
        <translation>{said}: nereye olduğunu söyle, örn. &apos;{verb} east&apos; ya da &apos;{verb} E4&apos;</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/tabletop/builder_console.py" line="+271"/>
        <source>the explorer has left the dungeon</source>
        <translation>maceracı zindandan çıktı</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a Hustle</source>
        <translation>bir Koşu</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>a die shows {faces}: no face {face}</source>
        <translation>bir zarın yüzleri {faces}: {face} yüzü yok</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no roll of 1 to {most} dice (faces {faces}) totals {total}</source>
        <translation>1 ile {most} arası zarla (yüzler {faces}) toplamı {total} olan bir atış yok</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the explorer peered into {cell}, not {other}</source>
        <translation>maceracı {other} hücresine değil, {cell} hücresine gizlice baktı</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Enter follows a Peer: the explorer has not just peered</source>
        <translation>Gir, Gizlice Bak’tan sonra gelir: maceracı az önce bakmadı</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no closed chest to open at {cell}</source>
        <translation>{cell} hücresinde açılacak kapalı sandık yok</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the explorer is not on the Exit ({cell})</source>
        <translation>maceracı Çıkış’ta ({cell}) değil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>they chose to stay: the Exit lets them out when they enter it</source>
        <translation>kalmayı seçti: Çıkış onu ancak hücreye girdiğinde dışarı bırakır</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no achievement yet: 3 chests, or 3 monsters, or 2 chests and 2 monsters</source>
        <translation>henüz başarım yok: 3 sandık ya da 3 canavar ya da 2 sandık ve 2 canavar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no Hustle to stop</source>
        <translation>durdurulacak bir Koşu yok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing to {verb} now</source>
        <translation>şu an {verb} için bir şey yok</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{cell} has the outer wall to the {direction}</source>
        <translation>{cell} hücresinin {direction} tarafında dış duvar var</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{target} is not {direction} of {cell} ({neighbour} is)</source>
        <translation>{target}, {cell} hücresinin {direction} tarafında değil ({neighbour} öyle)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{cell} holds a monster: fight it</source>
        <translation>{cell} hücresinde canavar var: onunla dövüş</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{cell} holds a trap: disarm it</source>
        <translation>{cell} hücresinde tuzak var: etkisizleştir</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>that roll</source>
        <translation>bu atış</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>Creep</source>
        <translation>Sürün</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Peer</source>
        <translation>Gizlice Bak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backtrack</source>
        <translation>Geri Dön</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hustle</source>
        <translation>Koş</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/tabletop/energy_watch.py" line="+58"/>
        <source>{what} costs 1 {kind} (no substitute), and their {kind} cube is neither Fresh nor Conserved</source>
        <translation>{what} 1 {kind} küpüne mal olur (yerine başka küp olmaz) ve {kind} küpü ne Taze ne Saklı</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{what} costs {cost}, and the explorer {has}</source>
        <translation>{what} bedeli {cost}; maceracının durumu: {has}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{what} needs {dice} dice (one cube each), and the explorer {has}</source>
        <translation>{what} için {dice} zar gerekir (her biri bir küp); maceracının durumu: {has}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>has no Fresh or Conserved cube left this turn</source>
        <translation>bu tur Taze ya da Saklı küpü kalmadı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>has only {fresh} Fresh and {conserved} Conserved cubes (at most {spends} spends)</source>
        <translation>yalnızca {fresh} Taze ve {conserved} Saklı küpü var (en fazla {spends} harcama)</translation>
    </message>
</context>
<context>
    <name>LairsDifficulty</name>
    <message>
        <location filename="../../companion/lairs/scale.py" line="+48"/>
        <source>easy</source>
        <translation>kolay</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fair</source>
        <translation>dengeli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard</source>
        <translation>zor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>brutal</source>
        <translation>acımasız</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/difficulty.py" line="+74"/>
        <source>3 chests</source>
        <translation>3 sandık</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 monsters</source>
        <translation>3 canavar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 chests + 2 monsters</source>
        <translation>2 sandık + 2 canavar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not out</source>
        <translation>çıkamadı</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>leaves as soon as it may, fights only with plenty of dice</source>
        <translation>çıkabildiği anda çıkar, yalnızca bol zarla dövüşür</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>opens every chest it finds and hunts every monster before it leaves</source>
        <translation>çıkmadan önce bulduğu her sandığı açar ve her canavarı avlar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>explores like the careful one but makes a mistake in one decision of five</source>
        <translation>temkinli gibi keşfeder ama her beş karardan birinde hata yapar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the search bot: explores like the careful one and searches where its best goals are close, at fights, Conserve, the Exit and its last turn</source>
        <translation>arama botu: temkinli gibi keşfeder ve en iyi hedefleri yakınken, dövüşlerde, Saklarken, Çıkış’ta ve son turunda arar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>careful</source>
        <translation>temkinli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>greedy</source>
        <translation>açgözlü</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>beginner</source>
        <translation>acemi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>search bot</source>
        <translation>arama botu</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/explain.py" line="+42"/>
        <source>they learned {value} cells a run before they were out (a generated dungeon takes {usual}): the goals lay where they looked last</source>
        <translation>çıkmadan önce bir koşuda {value} hücre öğrendiler (üretilmiş bir zindanda {usual}): hedefler en son baktıkları yerdeydi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>they learned only {value} cells a run (a generated dungeon takes {usual}): the goals lay where they looked first</source>
        <translation>bir koşuda yalnızca {value} hücre öğrendiler (üretilmiş bir zindanda {usual}): hedefler ilk baktıkları yerdeydi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hazards struck them {value} times a run (usually {usual})</source>
        <translation>tehlikeler onları bir koşuda {value} kez vurdu (genellikle {usual})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hazards struck them only {value} times a run (usually {usual})</source>
        <translation>tehlikeler onları bir koşuda yalnızca {value} kez vurdu (genellikle {usual})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the Exit was still unknown when they could leave in {value}% of the runs (usually {usual}%)</source>
        <translation>koşuların %{value} kadarında çıkabilecekleri anda Çıkış hâlâ bilinmiyordu (genellikle %{usual})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Exit was still unknown when they could leave in only {value}% of the runs (usually {usual}%)</source>
        <translation>koşuların yalnızca %{value} kadarında çıkabilecekleri anda Çıkış hâlâ bilinmiyordu (genellikle %{usual})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>they rolled {value} dice a run in fights (usually {usual})</source>
        <translation>dövüşlerde bir koşuda {value} zar attılar (genellikle {usual})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>they hardly fought: {value} dice a run (usually {usual})</source>
        <translation>neredeyse hiç dövüşmediler: bir koşuda {value} zar (genellikle {usual})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the layout alone suggests about {expected} turns ({route} steps to an achievement and out), but explorers needed about {actual}: {reasons}</source>
        <translation>yalnızca yerleşim yaklaşık {expected} tur gösteriyor (bir başarı ve çıkış için {route} adım), ama maceracılar yaklaşık {actual} tur harcadı: {reasons}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the layout alone suggests about {expected} turns ({route} steps to an achievement and out), but explorers needed only about {actual}: {reasons}</source>
        <translation>yalnızca yerleşim yaklaşık {expected} tur gösteriyor (bir başarı ve çıkış için {route} adım), ama maceracılara yalnızca yaklaşık {actual} tur yetti: {reasons}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no single figure of their runs stands out</source>
        <translation>koşularının hiçbir sayısı öne çıkmıyor</translation>
    </message>
</context>
<context>
    <name>LairsEnding</name>
    <message>
        <location filename="../../ui/lairs/explorer/ending.py" line="-108"/>
        <source>{0} left the dungeon first</source>
        <translation>{0} zindandan ilk çıktı</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} left second</source>
        <translation>{0} ikinci çıktı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} never got out</source>
        <translation>{0} hiç çıkamadı</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Level on points and nobody got out first: a draw.</source>
        <translation>Puanlar eşit ve kimse önce çıkmadı: berabere.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level on {0} VP; {1} got out first, which breaks the tie.</source>
        <translation>{0} VP ile eşitlik; {1} önce çıktığı için eşitliği bozdu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+8"/>
        <source>treasures</source>
        <translation>hazineler</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>defeated monsters</source>
        <translation>yenilen canavarlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>getting out</source>
        <translation>çıkış</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>other points</source>
        <translation>diğer puanlar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} {1} to {2}</source>
        <translation>{0} {1}–{2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>monsters</source>
        <translation>canavarlar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} won by {1} VP, ahead on {2}.</source>
        <translation>{0} {1} VP farkla kazandı; önde olduğu alanlar: {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} led on {1}, not enough to catch up.</source>
        <translation>{0} şu alanlarda öndeydi ama yetmedi: {1}.</translation>
    </message>
</context>
<context>
    <name>LairsEnergy</name>
    <message>
        <location filename="../../companion/lairs/energy.py" line="+35"/>
        <source>Basic</source>
        <translation>Temel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quickness</source>
        <translation>Çeviklik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Perception</source>
        <translation>Algı</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>1 {kind}</source>
        <translation>1 {kind}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} any</source>
        <translation>{count} herhangi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{one} or {any}</source>
        <translation>{one} ya da {any}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>spend {count} {kind}</source>
        <translation>{count} {kind} harca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fatigue {count} {kind}</source>
        <translation>{count} {kind} yorgunlaştır</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>spend {count} Fresh cubes</source>
        <translation>{count} Taze küp harca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fatigue {count} Fresh cubes</source>
        <translation>{count} Taze küp yorgunlaştır</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spend {count} cubes</source>
        <translation>{count} küp harca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fatigue {count} cubes</source>
        <translation>{count} küp yorgunlaştır</translation>
    </message>
</context>
<context>
    <name>LairsExplorer</name>
    <message>
        <location filename="../../ui/lairs/explorer/wording.py" line="+49"/>
        <source>Basic</source>
        <translation>Temel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quickness</source>
        <translation>Çeviklik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Perception</source>
        <translation>Algı</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fresh</source>
        <translation>Taze</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spent</source>
        <translation>Harcanmış</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fatigued</source>
        <translation>Yorgun</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Conserved</source>
        <translation>Saklı</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the Start</source>
        <translation>Başlangıç</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the Exit</source>
        <translation>Çıkış</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a chest</source>
        <translation>sandık</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a Hungry Blob (monster)</source>
        <translation>Aç Yumru (canavar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Greased Pit (trap)</source>
        <translation>Yağlı Çukur (tuzak)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 {0}</source>
        <translation>1 {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} any</source>
        <translation>{0} herhangi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> or </source>
        <translation> ya da </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n die/dice</source>
        <translation>
            <numerusform>%n zar</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no cubes</source>
        <translation>küp yok</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fatigue: {0}</source>
        <translation>Yorgunlaştır: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hustle on to {0}</source>
        <translation>Koşmaya devam: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take {0}</source>
        <translation>Al: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Face-up: {0}</source>
        <translation>Yüzü açık: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop the Hustle here</source>
        <translation>Koşuyu burada bitir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter the cell (free)</source>
        <translation>Hücreye gir (ücretsiz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stay</source>
        <translation>Kal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open the chest</source>
        <translation>Sandığı aç</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave it closed</source>
        <translation>Kapalı bırak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the dungeon</source>
        <translation>Zindandan çık</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Creep</source>
        <translation>Sürün</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hustle</source>
        <translation>Koş</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Backtrack</source>
        <translation>Geri Dön</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peer</source>
        <translation>Gizlice Bak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} to {1}, paying {2}</source>
        <translation>{0} → {1}, ödeme: {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check with {0}, paying {1}</source>
        <translation>Kontrol: {0}, ödeme: {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Conserve {0} and end the turn</source>
        <translation>Sakla: {0}, turu bitir</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>turn {0}</source>
        <translation>tur {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scoring: face-up treasures</source>
        <translation>puanlama: yüzü açık hazineler</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0} strikes: {1}.</source>
        <translation>{0} saldırıyor: {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no Fresh or Conserved cube, so Spent cubes are fatigued instead.</source>
        <translation>Hiç Taze ya da Saklı küpün yok; bu yüzden onların yerine Harcanmış küpler yorulur.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You have only %n Fresh or Conserved cube(s), so Spent cubes make up the rest.</source>
        <translation>
            <numerusform>Yalnızca %n Taze ya da Saklı küpün var; kalanını Harcanmış küpler tamamlar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Conserved cubes count as Fresh.</source>
        <translation>Saklı küpler Taze sayılır.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which cubes?</source>
        <translation>Hangi küpler?</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Hustle: up to %n more Creep(s) — click a cell on the map, or stop.</source>
        <translation>
            <numerusform>Koş: en fazla %n Sürünme daha — haritada bir hücreye tıkla ya da dur.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peering off a hazard is a way out: enter {0}.</source>
        <translation>Tehlikeden gizlice bakmak bir çıkış yoludur: {0} hücresine gir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter {0} for free?</source>
        <translation>{0} hücresine ücretsiz girilsin mi?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the chest?</source>
        <translation>Sandık açılsın mı?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take one treasure from the display (its rules are listed under Display).</source>
        <translation>Sergiden bir hazine al (kuralları Sergi altında yazılı).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the dungeon?</source>
        <translation>Zindandan çıkılsın mı?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no dice</source>
        <translation>zar yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rolled {0}</source>
        <translation>atılan {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rolled {0} = {1}</source>
        <translation>atılan {0} = {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>success</source>
        <translation>başarı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failure</source>
        <translation>başarısız</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last check against {0} (target {1}): {2} — {3}</source>
        <translation>Son kontrol: {0} (hedef değeri {1}): {2} — {3}</translation>
    </message>
</context>
<context>
    <name>LairsExport</name>
    <message>
        <location filename="../../ui/lairs/export.py" line="+30"/>
        <source>cannot write {0}</source>
        <translation>{0} yazılamıyor</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+16"/>
        <source>Lairs dungeon</source>
        <translation>Lairs zindanı</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start</source>
        <translation>Başlangıç</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exit</source>
        <translation>Çıkış</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chest</source>
        <translation>Sandık</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monster (Hungry Blob)</source>
        <translation>Canavar (Aç Yumru)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trap (Greased Pit)</source>
        <translation>Tuzak (Yağlı Çukur)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This dungeon follows every build rule.</source>
        <translation>Bu zindan bütün inşa kurallarına uyuyor.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This dungeon breaks a build rule; check it in the editor before play.</source>
        <translation>Bu zindan bir inşa kuralını çiğniyor; oynamadan önce düzenleyicide kontrol et.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Walls: {0} placed ({1}–{2} allowed). Rows A–F run north to south, columns 1–6 west to east. Build rules: every cell reachable from Start; each goal (exit, chests) reachable on a path past at most one trap and one monster. {3}</source>
        <translation>Duvarlar: {0} yerleştirildi ({1}–{2} arası izinli). A–F satırları kuzeyden güneye, 1–6 sütunları batıdan doğuya. İnşa kuralları: her hücreye Başlangıç’tan ulaşılabilir; her hedefe (çıkış, sandıklar) en fazla bir tuzak ve bir canavardan geçen bir yolla ulaşılabilir. {3}</translation>
    </message>
</context>
<context>
    <name>LairsGameWindow</name>
    <message>
        <location filename="../../ui/lairs/explorer/game_window.py" line="+150"/>
        <source>Display</source>
        <translation>Sergi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your treasures</source>
        <translation>Hazinelerin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Log&lt;/b&gt;</source>
        <translation>&lt;b&gt;Günlük&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actions</source>
        <translation>Aksiyonlar</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>&amp;Creep</source>
        <translation>&amp;Sürün</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>H&amp;ustle</source>
        <translation>&amp;Koş</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Backtrack</source>
        <translation>&amp;Geri Dön</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Peer</source>
        <translation>Gizlice &amp;Bak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chec&amp;k</source>
        <translation>Ko&amp;ntrol</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 any per die</source>
        <translation>zar başına 1 herhangi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;onserve</source>
        <translation>S&amp;akla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>free, ends the turn</source>
        <translation>ücretsiz, turu bitirir</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Lairs — {0} vs {1}</source>
        <translation>Lairs — {0} - {1}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Your map of {0}&apos;s dungeon</source>
        <translation>Haritan: {0} zindanı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your dungeon ({0} exploring)</source>
        <translation>Zindanın ({0} keşfediyor)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{0}: Unknown</source>
        <translation>{0}: Bilinmeyen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, target {0}</source>
        <translation>, hedef değeri {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: {1}{2}</source>
        <translation>{0}: {1}{2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: {1}, dealt with</source>
        <translation>{0}: {1}, halledildi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: empty</source>
        <translation>{0}: boş</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — you are here</source>
        <translation> — buradasın</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+60"/>
        <source>{0}: choose the treasures to score face-up.</source>
        <translation>{0}: yüzü açık sayılacak hazineleri seç.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn, {0} — turn {1}</source>
        <translation>Sıra sende, {0} — tur {1}</translation>
    </message>
    <message>
        <location line="-60"/>
        <location line="+63"/>
        <source>{0} is exploring — turn {1}</source>
        <translation>{0} keşfediyor — tur {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is exploring your dungeon — {0}&apos;s turn {1}</source>
        <translation>{0} senin zindanını keşfediyor — {0}, tur {1}</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+66"/>
        <source>final turn: {0} has left the dungeon</source>
        <translation>son tur: {0} zindandan çıktı</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} — chests {1} · monsters {2} · treasures {3}{4}</source>
        <translation>{0} — sandık {1} · canavar {2} · hazine {3}{4}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · has left</source>
        <translation> · çıktı</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}&apos;s mat and achievements, while {0} explores.</source>
        <translation>{0} keşfederken onun matı ve başarımları.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Exit is open to you.</source>
        <translation>Çıkış sana açık.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaving needs 3 chests, 3 monsters or 2 + 2.</source>
        <translation>Çıkmak için 3 sandık, 3 canavar ya da 2 + 2 gerekir.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(empty)</source>
        <translation>(boş)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>None yet: open a chest.</source>
        <translation>Henüz yok: bir sandık aç.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Click your treasures to choose the {0} to score face-up (the best choice is marked); the others score 1 VP each.</source>
        <translation>Yüzü açık sayılacak {0} hazineyi seçmek için hazinelerine tıkla (en iyi seçim işaretli); diğerleri 1’er VP değerindedir.</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>A Check rolls one die per cube chosen (target {0}).</source>
        <translation>Kontrol, seçilen her küp için bir zar atar (hedef değeri {0}).</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Take one treasure: click a lit card in the display.</source>
        <translation>Bir hazine al: sergide yanan bir karta tıkla.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>A Check is rolled where you stand: choose its dice on the mat, or choose a move.</source>
        <translation>Kontrol durduğun yerde atılır: zarlarını matta seç ya da bir hamle seç.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} to {1}: not possible — {2}.</source>
        <translation>{0} → {1}: olmaz — {2}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>choose another cell</source>
        <translation>başka bir hücre seç</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Creep</source>
        <translation>Sürün</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hustle</source>
        <translation>Koş</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backtrack</source>
        <translation>Geri Dön</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Peer</source>
        <translation>Gizlice Bak</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Up to 3 Fresh cubes; the mat has 3 Conserved slots. Not allowed on a hazard.</source>
        <translation>En fazla 3 Taze küp; matta 3 Saklı yuva var. Tehlike hücresindeyken yapılamaz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From a monster or trap, Peer is a way out: you must then enter the cell.</source>
        <translation>Canavar ya da tuzaktayken Gizlice Bak bir çıkış yoludur: sonra hücreye girmen gerekir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click a lit cell on the map.</source>
        <translation>Haritada yanan bir hücreye tıkla.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}: click a lit cell on the map ({1}).</source>
        <translation>{0}: haritada yanan bir hücreye tıkla ({1}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>paying the cubes you chose</source>
        <translation>seçtiğin küplerle ödenir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cheapest cubes; click cubes on the mat to choose</source>
        <translation>en ucuz küpler; seçmek için mattaki küplere tıkla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} reaches no cell now; choose another action.</source>
        <translation>{0} şu an hiçbir hücreye ulaşmıyor; başka bir aksiyon seç.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Check with {0}: {1} to reach {2} (die faces {3}).</source>
        <translation>{0} ile kontrol: {2} değerine ulaşma şansı {1} (zar yüzleri {3}).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Choose the dice: click cubes on the mat, one die each; the chance of success shows as you choose.</source>
        <translation>Zarları seç: matta küplere tıkla, her biri bir zar; başarı şansı seçtikçe görünür.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Check against {0}, target {1}: click cubes on the mat, one die each.</source>
        <translation>Kontrol: {0}, hedef değeri {1}: matta küplere tıkla, her biri bir zar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With {0} the total cannot reach {1}: the Check would fail for certain.</source>
        <translation>{0} ile toplam {1} değerine ulaşamaz: Kontrol kesinlikle başarısız olur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll</source>
        <translation>At</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose at least one cube: with no dice the Check fails for certain.</source>
        <translation>En az bir küp seç: zarsız Kontrol kesinlikle başarısız olur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll {0}: {1} to reach {2}</source>
        <translation>{0} at: {2} için {1}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Light up the cells {0} reaches: {1}</source>
        <translation>{0} ile ulaşılan hücreleri göster: {1}</translation>
    </message>
</context>
<context>
    <name>LairsLog</name>
    <message>
        <location filename="../../companion/lairs/exploration.py" line="+80"/>
        <source>enter {cell} for free?</source>
        <translation>{cell} hücresine ücretsiz girilsin mi?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>open the chest?</source>
        <translation>sandık açılsın mı?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>take one treasure from the display</source>
        <translation>sergiden bir hazine al</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>leave the dungeon?</source>
        <translation>zindandan çıkılsın mı?</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Turn {turn}: energy refreshed</source>
        <translation>Tur {turn}: enerji yenilendi</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Creep to {cell}</source>
        <translation>Sürün: {cell}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Backtrack to {cell}</source>
        <translation>Geri Dön: {cell}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peer into {cell}</source>
        <translation>Gizlice Bak: {cell}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Enter {cell}</source>
        <translation>Gir: {cell}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Took {card} from the display</source>
        <translation>Sergiden alındı: {card}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Left the dungeon</source>
        <translation>Zindandan çıkıldı</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hustle to {cell}</source>
        <translation>Koş: {cell}</translation>
    </message>
    <message>
        <location line="-296"/>
        <source>Hustle on or stop (Creeps left: {creeps})</source>
        <translation>Koşmaya devam et ya da dur (kalan Sürünme: {creeps})</translation>
    </message>
    <message>
        <location line="+257"/>
        <source>Conserve {cubes}; turn ends</source>
        <translation>{cubes} saklanır; tur biter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn ends, nothing conserved</source>
        <translation>Tur biter, hiçbir şey saklanmadı</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No cube left to take</source>
        <translation>Alınacak küp kalmadı</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cubes spent: {cubes}</source>
        <translation>Harcanan küpler: {cubes}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cubes fatigued: {cubes}</source>
        <translation>Yorulan küpler: {cubes}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Learned {cell}: walls {sides}; {feature}</source>
        <translation>{cell} öğrenildi: duvarlar {sides}; {feature}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learned {cell}: no walls; {feature}</source>
        <translation>{cell} öğrenildi: duvar yok; {feature}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>empty</source>
        <translation>boş</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Check against {hazard} (target {target}): rolled {faces} = {total}, success</source>
        <translation>Kontrol: {hazard} (hedef değeri {target}): atılan {faces} = {total}, başarı</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check against {hazard} (target {target}): rolled {faces} = {total}, failure</source>
        <translation>Kontrol: {hazard} (hedef değeri {target}): atılan {faces} = {total}, başarısız</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no dice</source>
        <translation>zar yok</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{hazard} is removed from the game</source>
        <translation>{hazard} oyundan çıkarıldı</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opened the chest: drew a treasure</source>
        <translation>Sandık açıldı: bir hazine çekildi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened the chest</source>
        <translation>Sandık açıldı</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{hazard} strikes: {penalty}</source>
        <translation>Saldırı: {hazard}, {penalty}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>north</source>
        <translation>kuzey</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>east</source>
        <translation>doğu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>south</source>
        <translation>güney</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>west</source>
        <translation>batı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start</source>
        <translation>başlangıç</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exit</source>
        <translation>çıkış</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chest</source>
        <translation>sandık</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>monster</source>
        <translation>canavar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trap</source>
        <translation>tuzak</translation>
    </message>
</context>
<context>
    <name>LairsRefusal</name>
    <message>
        <location line="-229"/>
        <source>it is not this explorer&apos;s turn</source>
        <translation>sıra bu maceracıda değil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first answer: {question}</source>
        <translation>önce şunu cevapla: {question}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{target} is not next to {here}</source>
        <translation>{target}, {here} hücresinin yanında değil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a wall stands between {here} and {target}</source>
        <translation>{here} ile {target} arasında duvar var</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{target} is already known</source>
        <translation>{target} zaten Bilinen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{target} is not reachable through Known Empty cells (features stop a Backtrack)</source>
        <translation>{target} hücresine Bilinen Boş hücrelerden ulaşılamıyor (özellikler Geri Dön’ü durdurur)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{action} does not pay {cost} from your Fresh/Conserved cubes</source>
        <translation>{action}, {cost} bedelini Taze/Saklı küplerinden ödemiyor</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>there is no monster or trap here to fight or disarm</source>
        <translation>burada dövüşülecek ya da etkisizleştirilecek canavar veya tuzak yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>those cubes cannot be spent</source>
        <translation>bu küpler harcanamaz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on a hazard you may only fight/disarm it or move out</source>
        <translation>tehlike hücresindeyken yalnızca dövüşebilir/etkisizleştirebilir ya da hücreden çıkabilirsin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conserve moves up to 3 Fresh cubes into the free Conserved slots</source>
        <translation>Sakla en fazla 3 Taze küpü boş Saklı yuvalarına taşır</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/game.py" line="+226"/>
        <source>choose at most 4 of your treasures to score face-up</source>
        <translation>yüzü açık sayılacak en fazla 4 hazine seç</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>treasures are turned face-up at the end of the game</source>
        <translation>hazineler oyun sonunda yüzü açık çevrilir</translation>
    </message>
</context>
<context>
    <name>LairsReplayTable</name>
    <message>
        <location filename="../../ui/lairs/explorer/replay_table.py" line="+97"/>
        <source>&lt;b&gt;{0}&apos;s map of {1}&apos;s dungeon&lt;/b&gt;&lt;br&gt;chests {2} · monsters {3} · traps {4} · {5} turns</source>
        <translation>&lt;b&gt;{0} oyuncusunun haritası: {1} zindanı&lt;/b&gt;&lt;br&gt;sandık {2} · canavar {3} · tuzak {4} · {5} tur</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Display</source>
        <translation>Sergi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(empty)</source>
        <translation>(boş)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;{0}&apos;s map of {1}&apos;s dungeon&lt;/b&gt;&lt;br&gt;chests {2} · monsters {3} · traps {4}</source>
        <translation>&lt;b&gt;{0} oyuncusunun haritası: {1} zindanı&lt;/b&gt;&lt;br&gt;sandık {2} · canavar {3} · tuzak {4}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;{0}&apos;s own dungeon&lt;/b&gt;, {1} exploring it</source>
        <translation>&lt;b&gt;{0} oyuncusunun kendi zindanı&lt;/b&gt;, keşfeden: {1}</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+7"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
</context>
<context>
    <name>LairsScoring</name>
    <message>
        <location filename="../../companion/lairs/scoring.py" line="+49"/>
        <source>base {base} + bonus {bonus}</source>
        <translation>taban {base} + bonus {bonus}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>base {base}</source>
        <translation>taban {base}</translation>
    </message>
</context>
<context>
    <name>LairsSheet</name>
    <message>
        <location filename="../../companion/lairs/tabletop/map_sheet.py" line="+148"/>
        <source>there is no symbol to shade on {cell}</source>
        <translation>{cell} hücresinde gölgelenecek sembol yok</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>write a target next to a monster or trap symbol, and {cell} has none</source>
        <translation>hedef değeri bir canavar ya da tuzak sembolünün yanına yazılır; {cell} hücresinde yok</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a target is a whole number ≥ 0</source>
        <translation>hedef değeri ≥ 0 bir tam sayıdır</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the notes box holds at most {limit} characters</source>
        <translation>not kutusu en fazla {limit} karakter alır</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/tabletop/player_mat.py" line="+51"/>
        <source>chests</source>
        <translation>sandık</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>monsters</source>
        <translation>canavar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>traps</source>
        <translation>tuzak</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>choose the cubes first</source>
        <translation>önce küpleri seç</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>only Fresh and Conserved cubes can be spent</source>
        <translation>yalnızca Taze ve Saklı küpler harcanabilir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>those cubes are not on the mat</source>
        <translation>bu küpler matta değil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>those cubes are not on the mat (Fatigued cubes cannot be fatigued again)</source>
        <translation>bu küpler matta değil (Yorgun küpler yeniden yorgunlaştırılamaz)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only Fresh cubes can be Conserved</source>
        <translation>yalnızca Taze küpler Saklanabilir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conserve moves at most {most} Fresh cubes into the {slots} Conserved slots</source>
        <translation>Sakla en fazla {most} Taze küpü {slots} Saklı yuvasına taşır</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the {row} row has {slots} slots</source>
        <translation>{row} sırasında {slots} yuva var</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/tabletop/score_chart.py" line="+84"/>
        <source>{card} is already in the collection</source>
        <translation>{card} zaten koleksiyonda</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{card} is not in the collection</source>
        <translation>{card} koleksiyonda yok</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>turn exactly {count} of your treasures face-up</source>
        <translation>hazinelerinden tam {count} tanesini yüzü açık çevir</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>exit: first out, second out or not out</source>
        <translation>çıkış: ilk çıkan, ikinci çıkan ya da çıkmadı</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/tabletop/table_sheet.py" line="+41"/>
        <source>a title has at most {limit} characters</source>
        <translation>başlık en fazla {limit} karakter olabilir</translation>
    </message>
</context>
<context>
    <name>LairsTableLog</name>
    <message>
        <location filename="../../ui/lairs/explorer/table_log.py" line="+32"/>
        <source>{explorer}&apos;s turn {turn} in your dungeon: energy refreshed</source>
        <translation>{explorer}, zindanında {turn}. turunda: enerji yenilendi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} creeps to {cell}</source>
        <translation>{explorer} {cell} hücresine sürünüyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} hustles to {cell}</source>
        <translation>{explorer} {cell} hücresine koşuyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} backtracks to {cell}</source>
        <translation>{explorer} {cell} hücresine geri dönüyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} peers into {cell}</source>
        <translation>{explorer} {cell} hücresine gizlice bakıyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} enters {cell}</source>
        <translation>{explorer} {cell} hücresine giriyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You tell {explorer}: {cell}, walls {sides}; {feature}</source>
        <translation>{explorer} oyuncusuna söylüyorsun: {cell}, duvarlar {sides}; {feature}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You tell {explorer}: {cell}, no walls; {feature}</source>
        <translation>{explorer} oyuncusuna söylüyorsun: {cell}, duvar yok; {feature}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your {hazard} strikes {explorer}: {penalty}</source>
        <translation>{hazard} tehliken {explorer} oyuncusuna saldırıyor: {penalty}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} spends {cubes}</source>
        <translation>{explorer} {cubes} harcıyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} fatigues {cubes}</source>
        <translation>{explorer} {cubes} yoruyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} has no cube left to take</source>
        <translation>{explorer} oyuncusunun alınacak küpü kalmadı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} checks against your {hazard} (target {target}): rolled {faces} = {total}, success</source>
        <translation>{explorer}, {hazard} tehlikene karşı Kontrol yapıyor (hedef değeri {target}): atılan {faces} = {total}, başarı</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{explorer} checks against your {hazard} (target {target}): rolled {faces} = {total}, failure</source>
        <translation>{explorer}, {hazard} tehlikene karşı Kontrol yapıyor (hedef değeri {target}): atılan {faces} = {total}, başarısız</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your {hazard} is removed from the game</source>
        <translation>{hazard} tehliken oyundan çıkarıldı</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} opens your chest and draws a treasure (not shown to you)</source>
        <translation>{explorer} sandığını açıyor ve bir hazine çekiyor (sana gösterilmez)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} opens your chest</source>
        <translation>{explorer} sandığını açıyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} takes {card} from the display</source>
        <translation>{explorer} açıktaki kartlardan {card} alıyor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} conserves {cubes}; the turn ends</source>
        <translation>{explorer} {cubes} saklıyor; tur biter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} ends the turn, conserving nothing</source>
        <translation>{explorer} turu bitiriyor, hiçbir şey saklamadan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} leaves your dungeon</source>
        <translation>{explorer} zindanından çıkıyor</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+21"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
</context>
<context>
    <name>LairsTabletop</name>
    <message>
        <location filename="../../ui/lairs/tabletop/mat_panel.py" line="+40"/>
        <source>1 {0}</source>
        <translation>1 {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} any</source>
        <translation>{0} herhangi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> or </source>
        <translation> ya da </translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (no substitute)</source>
        <translation> (yerine başka küp olmaz)</translation>
    </message>
    <message>
        <location filename="../../ui/lairs/tabletop/wording.py" line="+21"/>
        <source>north</source>
        <translation>kuzey</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>east</source>
        <translation>doğu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>south</source>
        <translation>güney</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>west</source>
        <translation>batı</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nothing (empty)</source>
        <translation>hiçbir şey (boş)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Start</source>
        <translation>Başlangıç</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the Exit</source>
        <translation>Çıkış</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a chest</source>
        <translation>bir sandık</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a monster</source>
        <translation>bir canavar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a trap</source>
        <translation>bir tuzak</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>monster defeated</source>
        <translation>canavar yenildi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>trap disarmed</source>
        <translation>tuzak etkisizleştirildi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trap removed (failed disarm)</source>
        <translation>tuzak kaldırıldı (etkisizleştirme başarısız)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chest opened</source>
        <translation>sandık açıldı</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: {1} (target {2})</source>
        <translation>{0}: {1} (hedef değeri {2})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tell about {0}</source>
        <translation>{0} hücresini anlat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1. Walls: {0}</source>
        <translation>1. Duvarlar: {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2. Feature: {0}</source>
        <translation>2. Özellik: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(outer wall {0}: common knowledge, need not be said)</source>
        <translation>(dış duvar {0}: herkes bilir, söylemen gerekmez)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>success</source>
        <translation>başarı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failure</source>
        <translation>başarısız</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} (target {1}): rolled {2}, {3}</source>
        <translation>{0} (hedef değeri {1}): atılan {2}, {3}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; new target {0} (they write it on their map)</source>
        <translation>; yeni hedef değeri {0} (haritasına yazar)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; the trap strikes and is removed</source>
        <translation>; tuzak saldırır ve kaldırılır</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} strikes: {1}</source>
        <translation>Saldırı: {0}, {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name the Start: {0}</source>
        <translation>Başlangıç’ı söyle: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new Explorer turn: confirm their position</source>
        <translation>Yeni Maceracı turu: konumunu doğrula</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A chest: they may open it</source>
        <translation>Sandık: açabilir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chest opened: they draw the top card and take one from the display</source>
        <translation>Sandık açıldı: destenin üstünden bir kart çeker ve sergiden bir tane alır</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Exit: they have an achievement and may leave</source>
        <translation>Çıkış: başarımı var, çıkabilir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Exit: no achievement yet, they cannot leave</source>
        <translation>Çıkış: henüz başarımı yok, çıkamaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hustle: up to 3 Creeps follow; it ends on a non-empty cell</source>
        <translation>Koş: en fazla 3 Sürünme gelir; boş olmayan bir hücrede biter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hustle is over (3 Creeps): the next Creep is paid</source>
        <translation>Koşu bitti (3 Sürünme): sonraki Sürünme ücretli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hustle is over</source>
        <translation>Koşu bitti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They left the dungeon</source>
        <translation>Zindandan çıktı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their turn is over: no cube left to spend</source>
        <translation>Turu bitti: harcayacak küpü kalmadı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their turn is over</source>
        <translation>Turu bitti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Creep on (part of the Hustle) or stop</source>
        <translation>Sürünmeye devam (Koşunun parçası) ya da dur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>enter the peered cell for free, or stay</source>
        <translation>bakılan hücreye ücretsiz gir ya da kal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open the chest, or leave it closed</source>
        <translation>sandığı aç ya da kapalı bırak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leave the dungeon, or stay</source>
        <translation>zindandan çık ya da kal</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>nothing</source>
        <translation>hiçbir şey</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} is Known but has no Known circle</source>
        <translation>{0} Bilinen ama Bilinen dairesi yok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is marked Known but was never described</source>
        <translation>{0} Bilinen işaretli ama hiç tarif edilmedi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the wall {0} is missing</source>
        <translation>{0} duvarı eksik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no wall at {0}</source>
        <translation>{0} konumunda duvar yok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the wall {0} was never described</source>
        <translation>{0} duvarı hiç tarif edilmedi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} should show {1}</source>
        <translation>{0} hücresinde şu olmalı: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} shows {1} but should show {2}</source>
        <translation>{0} hücresinde {1} var ama şu olmalı: {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the symbol on {0} should be shaded</source>
        <translation>{0} hücresindeki sembol gölgeli olmalı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the symbol on {0} should not be shaded</source>
        <translation>{0} hücresindeki sembol gölgeli olmamalı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the target on {0} should be {1}, not {2}</source>
        <translation>{0} hücresindeki hedef değeri {2} değil, {1} olmalı</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tracker should be on {0}, not {1}</source>
        <translation>takip tokeni {1} değil, {0} hücresinde olmalı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off the map</source>
        <translation>harita dışı</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fresh</source>
        <translation>Taze</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spent</source>
        <translation>Harcanmış</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fatigued</source>
        <translation>Yorgun</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Conserved</source>
        <translation>Saklı</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Their cubes: {0}</source>
        <translation>Küpleri: {0}</translation>
    </message>
</context>
<context>
    <name>LairsTreasure</name>
    <message>
        <location filename="../../companion/lairs/treasures.py" line="+109"/>
        <source>+{points} if you hold another {type}</source>
        <translation>başka bir {type} varsa +{points}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for each other {type}</source>
        <translation>diğer her {type} için +{points}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} if you hold another {keyword} card</source>
        <translation>başka bir {keyword} kartın varsa +{points}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+{points} for each other {keyword} card</source>
        <translation>diğer her {keyword} kartı için +{points}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+{points} for each other type you hold</source>
        <translation>elindeki diğer her tür için +{points}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+{points} if you hold {count} different types</source>
        <translation>{count} farklı türün varsa +{points}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+{points}</source>
        <translation>+{points}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{name}: {type}{keywords}, base {base}</source>
        <translation>{name}: {type}{keywords}, taban {base}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card}; {bonus}</source>
        <translation>{card}; {bonus}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} (stand-in card)</source>
        <translation>{card} (yedek kart)</translation>
    </message>
</context>
<context>
    <name>LairsValidation</name>
    <message>
        <location filename="../../companion/lairs/validation.py" line="+193"/>
        <source>Feature counts: {problems}</source>
        <translation>Özellik sayıları: {problems}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{walls} wall placed; a dungeon needs {least}–{most}</source>
        <translation>{walls} duvar yerleştirildi; bir zindan için {least}–{most} gerekir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{walls} walls placed; a dungeon needs {least}–{most}</source>
        <translation>{walls} duvar yerleştirildi; bir zindan için {least}–{most} gerekir</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{count} cell cannot be reached from Start {start}: {cells}</source>
        <translation>Başlangıç’tan ({start}) {count} hücreye ulaşılamıyor: {cells}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} cells cannot be reached from Start {start}: {cells}</source>
        <translation>Başlangıç’tan ({start}) {count} hücreye ulaşılamıyor: {cells}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{goal}: {reason}</source>
        <translation>{goal}: {reason}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{have} start (needs {needed})</source>
        <translation>{have} başlangıç ({needed} gerekli)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} exit (needs {needed})</source>
        <translation>{have} çıkış ({needed} gerekli)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} chest (needs {needed})</source>
        <translation>{have} sandık ({needed} gerekli)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} monster (needs {needed})</source>
        <translation>{have} canavar ({needed} gerekli)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} trap (needs {needed})</source>
        <translation>{have} tuzak ({needed} gerekli)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{have} starts (needs {needed})</source>
        <translation>{have} başlangıç ({needed} gerekli)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} exits (needs {needed})</source>
        <translation>{have} çıkış ({needed} gerekli)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} chests (needs {needed})</source>
        <translation>{have} sandık ({needed} gerekli)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} monsters (needs {needed})</source>
        <translation>{have} canavar ({needed} gerekli)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} traps (needs {needed})</source>
        <translation>{have} tuzak ({needed} gerekli)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exit {cell}</source>
        <translation>Çıkış {cell}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chest {cell}</source>
        <translation>Sandık {cell}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>walled off from Start</source>
        <translation>Başlangıç’tan duvarla ayrılmış</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every path from Start passes two monsters</source>
        <translation>Başlangıç’tan her yol iki canavardan geçiyor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every path from Start passes two traps</source>
        <translation>Başlangıç’tan her yol iki tuzaktan geçiyor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every path from Start passes two traps and two monsters</source>
        <translation>Başlangıç’tan her yol iki tuzaktan ve iki canavardan geçiyor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every path from Start passes two traps or two monsters</source>
        <translation>Başlangıç’tan her yol iki tuzaktan ya da iki canavardan geçiyor</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>there is no Start</source>
        <translation>Başlangıç yok</translation>
    </message>
</context>
<context>
    <name>LandlordHelperWindow</name>
    <message>
        <location filename="../../ui/intrige/landlord_helper.py" line="-172"/>
        <source>&amp;File</source>
        <translation>&amp;Dosya</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>Dü&amp;zen</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>Intrige landlord&apos;s helper (*.json)</source>
        <translation>Intrige şato sahibinin yardımcısı (*.json)</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Edit</source>
        <translation>Düzen</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Open Intrige game</source>
        <translation>Intrige oyunu aç</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save Intrige game</source>
        <translation>Intrige oyununu kaydet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open the game</source>
        <translation>Oyun açılamıyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot save the game</source>
        <translation>Oyun kaydedilemiyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No recent games</source>
        <translation>Son oyun yok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>untitled</source>
        <translation>adsız</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Intrige landlord&apos;s helper</source>
        <translation>Intrige şato sahibinin yardımcısı</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>intrige game</source>
        <translation>intrige oyunu</translation>
    </message>
</context>
<context>
    <name>LauncherWindow</name>
    <message>
        <location filename="../../ui/shell/launcher.py" line="+57"/>
        <source>Build a dungeon behind your screen, then explore your rival&apos;s blind.</source>
        <translation>Ekranının arkasında bir zindan kur, sonra rakibininkini körlemesine keşfet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bluff, steal and assassinate your way to the last influence standing.</source>
        <translation>Blöf yap, çal, suikast düzenle: nüfuzu kalan son kişi ol.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show sets from a hand you may not reorder, or scout the table&apos;s cards.</source>
        <translation>Sırasını değiştiremediğin elinden setler göster ya da masadaki kartları Scout et.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place your scholars in rival castles: bribe landlords, break promises.</source>
        <translation>Bilginlerini rakip şatolara yerleştir: şato sahiplerine rüşvet ver, sözlerini boz.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Companion</source>
        <translation>Companion</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No game activities are installed.</source>
        <translation>Yüklü oyun etkinliği yok.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>{0} players</source>
        <translation>{0} oyuncu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>about {0} min</source>
        <translation>yaklaşık {0} dk</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Rules guide</source>
        <translation>Kural rehberi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set-up, a turn, a cheat-sheet, and the decisions Companion takes where the rules are silent</source>
        <translation>Kurulum, bir tur, kopya kâğıdı ve kuralların sustuğu yerde Companion’ın verdiği kararlar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Unfinished work&lt;/b&gt;</source>
        <translation>&lt;b&gt;Yarım kalan işler&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume</source>
        <translation>&amp;Devam et</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>&amp;At</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Recent games&lt;/b&gt;</source>
        <translation>&lt;b&gt;Son oyunlar&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games finished here lately: double-click one to watch it again (how many are kept: Settings → Preferences)</source>
        <translation>Burada son bitirilen oyunlar: yeniden izlemek için birine çift tıkla (kaç tanesinin saklanacağı: Ayarlar → Tercihler)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Recent files&lt;/b&gt;</source>
        <translation>&lt;b&gt;Son dosyalar&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>{0} (missing)</source>
        <translation>{0} (bulunamadı)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Files you open or save appear here.</source>
        <translation>Açtığın ya da kaydettiğin dosyalar burada görünür.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>never saved</source>
        <translation>hiç kaydedilmedi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} — {1}
unsaved changes from {2}</source>
        <translation>{0} — {1}
kaydedilmemiş değişiklikler ({2})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Never saved in a file</source>
        <translation>Hiç dosyaya kaydedilmedi</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Games you finish are kept here to watch again.</source>
        <translation>Bitirdiğin oyunlar yeniden izlemek için burada saklanır.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not finished</source>
        <translation>bitmedi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a draw</source>
        <translation>berabere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} won</source>
        <translation>{0} kazandı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and </source>
        <translation> ve </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} — {1}
{2} · {3}</source>
        <translation>{0} — {1}
{2} · {3}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Player {0}</source>
        <translation>Oyuncu {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0} (bot)</source>
        <translation>{0} (bilgisayar)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>saved {0}</source>
        <translation>kayıt: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}, {1} to move · {2}</source>
        <translation>{0}, sıra {1} oyuncusunda · {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} — {1}
{2}</source>
        <translation>{0} — {1}
{2}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>hosted here</source>
        <translation>bu cihazda açıldı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at {0}</source>
        <translation>adres: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} at table {1} — {2}
{3} · joined {4}</source>
        <translation>{0}, {1} masası — {2}
{3} · katılma: {4}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set aside, as they could not be read:</source>
        <translation>Okunamadıkları için kenara ayrılanlar:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot resume game</source>
        <translation>Oyuna devam edilemiyor</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Leave this network table for good? You cannot come back to your seat.</source>
        <translation>Bu ağ masasından kalıcı olarak ayrılmak istiyor musun? Koltuğuna bir daha dönemezsin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave table</source>
        <translation>Masadan ayrıl</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discard changes</source>
        <translation>Değişiklikleri at</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard these unsaved changes for good?</source>
        <translation>Kaydedilmemiş bu değişiklikler kalıcı olarak atılsın mı?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard game</source>
        <translation>Oyunu at</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard this unfinished game for good?</source>
        <translation>Yarım kalan bu oyun kalıcı olarak atılsın mı?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>File not found</source>
        <translation>Dosya bulunamadı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} no longer exists; it is removed from the list.</source>
        <translation>{0} artık yok; listeden kaldırıldı.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>&amp;File</source>
        <translation>&amp;Dosya</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Aç…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch a Game Record…</source>
        <translation>Bir Oyun Kaydı &amp;İzle…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through a saved game decision by decision</source>
        <translation>Kaydedilmiş bir oyunu karar karar izle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a Network Game…</source>
        <translation>Bir Ağ &amp;Oyununa Katıl…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sit at a table another Companion hosts, with the host&apos;s address and the table&apos;s code</source>
        <translation>Başka bir Companion’ın açtığı masaya otur: ev sahibinin adresi ve masa koduyla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join a network game…</source>
        <translation>Bir ağ oyununa katıl…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>Çı&amp;kış</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>&amp;Ayarlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Tercihler…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules Guides</source>
        <translation>&amp;Kural Rehberleri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Companion</source>
        <translation>Companion &amp;Hakkında</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open</source>
        <translation>Aç</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+17"/>
        <source>All files (*)</source>
        <translation>Tüm dosyalar (*)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Watch a Game Record</source>
        <translation>Bir Oyun Kaydı İzle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json)</source>
        <translation>Oyun kayıtları (*.json)</translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <location filename="../../ui/net/lobby.py" line="+154"/>
        <source>Table code:</source>
        <translation>Masa kodu:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy invitation</source>
        <translation>Daveti kopyala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the table&apos;s address and code, to send to the players</source>
        <translation>Masanın adresini ve kodunu oyunculara göndermek için kopyala</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table chat</source>
        <translation>Masa sohbeti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say something to the table…</source>
        <translation>Masaya bir şey yaz…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send</source>
        <translation>Gönder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start Game</source>
        <translation>Oyunu &amp;Başlat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave Table</source>
        <translation>Masadan &amp;Ayrıl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Close</source>
        <translation>Ka&amp;pat</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} table {1}</source>
        <translation>{0} masası {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table {0}</source>
        <translation>Masa {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players join from Companion (File → Join a Network Game) at {0} with this code.</source>
        <translation>Oyuncular Companion’da (Dosya → Bir Ağ Oyununa Katıl) {0} adresi ve bu kodla katılır.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> or </source>
        <translation> ya da </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only Companions on this computer can join: to let other devices in, host with “Let other devices on my networks join” ticked.</source>
        <translation>Yalnızca bu bilgisayardaki Companion’lar katılabilir: başka cihazların da katılabilmesi için masayı “Ağlarımdaki diğer cihazlar katılabilsin” işaretliyken aç.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hosted at {0}</source>
        <translation>Masanın adresi: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connecting to the table…</source>
        <translation>Masaya bağlanılıyor…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reconnecting to the table…</source>
        <translation>Masaya yeniden bağlanılıyor…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is on.</source>
        <translation>Oyun sürüyor.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Waiting for %n more player(s) (or give their seats to bots).</source>
        <translation>
            <numerusform>%n oyuncu daha bekleniyor (ya da koltuklarını botlara ver).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Waiting for %n more player(s).</source>
        <translation>
            <numerusform>%n oyuncu daha bekleniyor.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone is here: start when you are ready.</source>
        <translation>Herkes burada: hazır olduğunda başlat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone is here: the host starts the game.</source>
        <translation>Herkes burada: oyunu ev sahibi başlatacak.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Join my {0} table in Companion: File → Join a Network Game, address {1}, code {2}</source>
        <translation>Companion’daki {0} masama katıl: Dosya → Bir Ağ Oyununa Katıl, adres {1}, kod {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The invitation is copied.</source>
        <translation>Davet kopyalandı.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
</context>
<context>
    <name>MapSheetWindow</name>
    <message>
        <location filename="../../ui/lairs/tabletop/sheet_window.py" line="+168"/>
        <source>Whose dungeon? (written at the top)</source>
        <translation>Kimin zindanı? (en üste yazılır)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+76"/>
        <source>Notes</source>
        <translation>Notlar</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>Pencil</source>
        <translation>Kalem</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Lairs table sheet (*.json)</source>
        <translation>Lairs masa kağıdı (*.json)</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Known</source>
        <translation>Bilinen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wall</source>
        <translation>Duvar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chest</source>
        <translation>Sandık</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exit</source>
        <translation>Çıkış</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Monster</source>
        <translation>Canavar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trap</source>
        <translation>Tuzak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start</source>
        <translation>Başlangıç</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shade</source>
        <translation>Gölgele</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+85"/>
        <source>Target</source>
        <translation>Hedef</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Tracker</source>
        <translation>Takip</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rub out</source>
        <translation>Sil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw / rub out the Known circle of a cell</source>
        <translation>Bir hücrenin Bilinen dairesini çiz / sil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the border between two cells to draw / rub out a wall</source>
        <translation>Duvar çizmek / silmek için iki hücre arasındaki sınıra tıkla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shade a symbol: monster defeated, trap gone, chest opened</source>
        <translation>Bir sembolü gölgele: canavar yenildi, tuzak gitti, sandık açıldı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a monster&apos;s or trap&apos;s target</source>
        <translation>Bir canavarın ya da tuzağın hedef değerini yaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move your tracker token</source>
        <translation>Takip tokenini taşı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rub out the symbol of a cell</source>
        <translation>Bir hücrenin sembolünü sil</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw the {0} symbol</source>
        <translation>{0} sembolünü çiz</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;File</source>
        <translation>&amp;Dosya</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;New sheet</source>
        <translation>&amp;Yeni kağıt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>Dü&amp;zen</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Mark {0} Known</source>
        <translation>{0} hücresini Bilinen işaretle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unmark {0}</source>
        <translation>{0} işaretini kaldır</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Symbol on {0}</source>
        <translation>{0} hücresine sembol</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rub out {0}</source>
        <translation>{0} hücresini sil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shade {0}</source>
        <translation>{0} hücresini gölgele</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tracker to {0}</source>
        <translation>Takip tokeni {0} hücresine</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw a monster or trap symbol on {0} first</source>
        <translation>Önce {0} hücresine bir canavar ya da tuzak sembolü çiz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Target of the hazard on {0}:</source>
        <translation>{0} hücresindeki tehlikenin hedef değeri:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Target on {0}</source>
        <translation>{0} hücresinde hedef değeri</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw wall {0}</source>
        <translation>{0} duvarını çiz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rub out wall {0}</source>
        <translation>{0} duvarını sil</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Title</source>
        <translation>Başlık</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open sheet</source>
        <translation>Kağıt aç</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save sheet</source>
        <translation>Kağıdı kaydet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open sheet</source>
        <translation>Kağıt açılamıyor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot save sheet</source>
        <translation>Kağıt kaydedilemiyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No recent sheets</source>
        <translation>Son kağıt yok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Untitled sheet</source>
        <translation>Adsız kağıt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Explorer&apos;s map sheet</source>
        <translation>Maceracının harita kağıdı</translation>
    </message>
</context>
<context>
    <name>NetRefusal</name>
    <message>
        <location filename="../../companion/net/server.py" line="+283"/>
        <source>too many messages: at most {rate} a second</source>
        <translation>çok fazla mesaj: saniyede en çok {rate}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>say hello first</source>
        <translation>önce selam (hello) gönder</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this server speaks protocol version {version}, not {asked}</source>
        <translation>bu sunucunun protokol sürümü {asked} değil, {version}</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>the server could not do that (its log says why)</source>
        <translation>sunucu bunu yapamadı (nedeni sunucunun günlüğünde)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>hello was already said</source>
        <translation>selam (hello) zaten gönderildi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this server has no room for another table</source>
        <translation>bu sunucuda yeni bir masaya yer yok</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no game called {game}</source>
        <translation>{game} adında bir oyun yok</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>there is no table {code} on this server</source>
        <translation>bu sunucuda {code} masası yok</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>no table on this server holds that token</source>
        <translation>bu sunucudaki hiçbir masa bu erişim anahtarını tanımıyor</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this seat is now played from another connection</source>
        <translation>bu koltukta artık başka bir bağlantıdan oynanıyor</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>this table has as many onlookers as it can take</source>
        <translation>bu masada izleyici yeri kalmadı</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+13"/>
        <source>join a table first</source>
        <translation>önce bir masaya katıl</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>that token is not this connection&apos;s seat</source>
        <translation>bu erişim anahtarı bu bağlantının koltuğuna ait değil</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>only the players at the table chat</source>
        <translation>yalnızca masadaki oyuncular sohbet edebilir</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>you left the table</source>
        <translation>masadan ayrıldın</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>only the table&apos;s host may do that</source>
        <translation>bunu yalnızca masanın ev sahibi yapabilir</translation>
    </message>
    <message>
        <location line="+27"/>
        <location filename="../../companion/net/table.py" line="+196"/>
        <source>the host has taken this seat from you</source>
        <translation>ev sahibi bu koltuğu senden aldı</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>only the table&apos;s players or its host start a rematch</source>
        <translation>rövanşı yalnızca masanın oyuncuları ya da ev sahibi başlatabilir</translation>
    </message>
    <message>
        <location filename="../../companion/net/table.py" line="-71"/>
        <source>{game} cannot be played digitally yet</source>
        <translation>{game} henüz dijital olarak oynanamıyor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{game} is played by {low}–{high} players, not {players}</source>
        <translation>{game} {players} kişiyle değil, {low}–{high} kişiyle oynanır</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>seat {seat}: kind must be &quot;open&quot; or &quot;bot&quot;</source>
        <translation>koltuk {seat}: tür &quot;open&quot; ya da &quot;bot&quot; olmalı</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the game has started: every seat is taken</source>
        <translation>oyun başladı: bütün koltuklar dolu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is already at this table: choose another name</source>
        <translation>{name} zaten bu masada: başka bir ad seç</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every seat is taken</source>
        <translation>bütün koltuklar dolu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seat {seat} is not free</source>
        <translation>koltuk {seat} boş değil</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no seat at this table holds that token</source>
        <translation>bu masada bu erişim anahtarına ait koltuk yok</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the game has already started</source>
        <translation>oyun zaten başladı</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>seat {seat} is still free: wait for a player or give it to a bot</source>
        <translation>koltuk {seat} hâlâ boş: bir oyuncu bekle ya da koltuğu bir bota ver</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{name} sits there: remove them first</source>
        <translation>orada {name} oturuyor: önce onu çıkar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a bot plays seat {seat} for the whole game</source>
        <translation>koltuk {seat} oyun boyunca bir botta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} is here: a bot stands in only for a player who is away</source>
        <translation>{name} masada: bot yalnızca masada olmayan bir oyuncunun yerine oynar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>nobody sits at seat {seat}</source>
        <translation>koltuk {seat}: orada oturan kimse yok</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>there is no seat {seat}</source>
        <translation>{seat} numaralı koltuk yok</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the table has moved on since (you answered state {old}, it is at {new}): look again</source>
        <translation>masa o zamandan beri ilerledi ({old}. duruma cevap verdin, masa {new}. durumda): yeniden bak</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it is {name}&apos;s decision, not yours</source>
        <translation>karar senin değil, {name} oyuncusunun</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a bot stands in for you: it plays this seat until you come back</source>
        <translation>senin yerine bir bot oynuyor: sen dönene kadar bu koltukta o oynar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a take-back is being asked for: the table waits for the answers</source>
        <translation>geri alma isteniyor: masa cevapları bekliyor</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the game has not started yet</source>
        <translation>oyun henüz başlamadı</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a take-back is already being asked for</source>
        <translation>zaten bir geri alma isteniyor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you have no decision to take back: another player has decided since</source>
        <translation>geri alacak kararın yok: o zamandan beri başka bir oyuncu karar verdi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is away: a take-back needs everyone&apos;s agreement</source>
        <translation>{name} masada değil: geri alma için herkesin onayı gerekir</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>nobody is asking to take anything back</source>
        <translation>kimse bir şeyi geri almak istemiyor</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>a rematch begins once the game is over</source>
        <translation>rövanş ancak oyun bitince başlar</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a bot at this table thinks at most {seconds} seconds or {iterations} iterations a decision</source>
        <translation>bu masada bir bot karar başına en çok {seconds} saniye ya da {iterations} yineleme düşünür</translation>
    </message>
    <message>
        <location filename="../../ui/net/session.py" line="+108"/>
        <source>it is not your decision</source>
        <translation>karar senin değil</translation>
    </message>
</context>
<context>
    <name>NetworkOptions</name>
    <message>
        <location filename="../../ui/shell/network_options.py" line="+73"/>
        <source>Playing over the network</source>
        <translation>Ağ üzerinden oyun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This screen shows the table to the room (the players play from their phones)</source>
        <translation>Bu ekran masayı odadakilere gösterir (oyuncular telefonlarından oynar)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody plays at this screen: it shows the public table, large, with the code and a QR code to join</source>
        <translation>Bu ekranda kimse oynamaz: açık masayı büyük olarak, katılmak için kod ve QR koduyla gösterir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let other devices on my networks join</source>
        <translation>Ağlarımdaki diğer cihazlar katılabilsin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce the table on this network</source>
        <translation>Masayı bu ağda duyur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table server</source>
        <translation>Masa sunucusu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this Companion (or a server&apos;s address)</source>
        <translation>bu Companion (ya da bir sunucunun adresi)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave empty to host the table here; or give the address of a `companion serve` server</source>
        <translation>Masayı burada açmak için boş bırak; ya da bir `companion serve` sunucusunun adresini yaz</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Phones cannot reach a table that only this computer can join: tick “Let other devices on my networks join”.</source>
        <translation>Yalnızca bu bilgisayarın katılabildiği bir masaya telefonlar ulaşamaz: “Ağlarımdaki diğer cihazlar katılabilsin” kutusunu işaretle.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The table is set on that server; the players join it there with its code.</source>
        <translation>Masa o sunucuda açılır; oyuncular ona orada, koduyla katılır.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Other devices reach this computer on port {0}; your firewall may ask.</source>
        <translation>Diğer cihazlar bu bilgisayara {0} portundan ulaşır; güvenlik duvarın izin isteyebilir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only Companions on this computer can join until you tick the box above.</source>
        <translation>Yukarıdaki kutuyu işaretleyene kadar yalnızca bu bilgisayardaki Companion’lar katılabilir.</translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <location filename="../../ui/net/play.py" line="+111"/>
        <source>Let other devices in</source>
        <translation>Diğer cihazlara izin ver</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Companion&apos;s table server will listen on every network this computer is on, on port {0}, so that phones and other computers can join. Your firewall may ask. The tables here reconnect by themselves.</source>
        <translation>Companion’ın masa sunucusu, telefonlar ve diğer bilgisayarlar katılabilsin diye bu bilgisayarın bağlı olduğu her ağı {0} portundan dinleyecek. Güvenlik duvarın izin isteyebilir. Buradaki masalar kendiliğinden yeniden bağlanır.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot let other devices in</source>
        <translation>Diğer cihazlara izin verilemiyor</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cannot play</source>
        <translation>Oynanamıyor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This Companion has no window for {0} games.</source>
        <translation>Bu Companion’da {0} oyunları için pencere yok.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Table</source>
        <translation>&amp;Masa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats and &amp;Chat…</source>
        <translation>Koltuklar ve &amp;Sohbet…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rematch</source>
        <translation>&amp;Rövanş</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next game at this table, for everyone, with the same seats</source>
        <translation>Bu masada herkes için aynı koltuklarla sonraki oyun</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{0} is reconnecting…</source>
        <translation>{0} yeniden bağlanıyor…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reconnecting to the table…</source>
        <translation>Masaya yeniden bağlanılıyor…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Take back</source>
        <translation>Geri al</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} asks to take back their last decision. {1}, do you agree?</source>
        <translation>{0} son kararını geri almak istiyor. {1}, kabul ediyor musun?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Left the table</source>
        <translation>Masadan ayrıldın</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Not allowed</source>
        <translation>İzin verilmiyor</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Not announced</source>
        <translation>Duyurulamadı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The table could not be announced on this network ({0}); players join it by address.</source>
        <translation>Masa bu ağda duyurulamadı ({0}); oyuncular adresle katılır.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Give the host&apos;s address (for example 192.168.1.5:8765).</source>
        <translation>Ev sahibinin adresini yaz (örneğin 192.168.1.5:8765).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table&apos;s address starts with ws:// or wss://, not {0}://.</source>
        <translation>Masa adresi {0}:// ile değil, ws:// ya da wss:// ile başlar.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/coup/newgame.py" line="+41"/>
        <source>New Coup game</source>
        <translation>Yeni Coup oyunu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats (clockwise; the first player starts)</source>
        <translation>Koltuklar (saat yönünde; ilk oyuncu başlar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inquisitor instead of Ambassador</source>
        <translation>Elçi yerine Engizisyoncu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-player set-up (3 sets of characters)</source>
        <translation>İki kişilik kurulum (3 karakter seti)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reformation (allegiances, 2–10 players)</source>
        <translation>Reformation (taraflar, 2–10 oyuncu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants</source>
        <translation>Varyantlar</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The two-player set-up is for exactly 2 players.</source>
        <translation>İki kişilik kurulum yalnızca 2 oyuncu içindir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reformation: 2–10 players (5 copies of each character for 9–10).</source>
        <translation>Reformation: 2–10 oyuncu (9–10 oyuncuda her karakterden 5 kopya).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2–8 players (4 copies of each character for 7–8); 9–10 need Reformation.</source>
        <translation>2–8 oyuncu (7–8 oyuncuda her karakterden 4 kopya); 9–10 oyuncu için Reformation gerekir.</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/newgame.py" line="+49"/>
        <source>New Intrige game</source>
        <translation>Yeni Intrige oyunu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats (clockwise; the starting player is drawn by lot)</source>
        <translation>Koltuklar (saat yönünde; başlangıç oyuncusu kurayla belirlenir)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants (house rules)</source>
        <translation>Varyantlar (ev kuralları)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refund</source>
        <translation>İade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribes for scholars sent to the Island are paid back.</source>
        <translation>Ada’ya gönderilen bilginlerin rüşvetleri geri ödenir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Binding promises</source>
        <translation>Bağlayıcı sözler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bribe may ask for a suite; if that applicant is admitted, they get it (if still free).</source>
        <translation>Bir rüşvet bir daire isteyebilir; o aday kabul edilirse daireyi alır (hâlâ boşsa).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Different castles</source>
        <translation>Farklı şatolar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two scholars sent in one turn go to two different castles.</source>
        <translation>Bir turda gönderilen iki bilgin iki farklı şatoya gider.</translation>
    </message>
    <message>
        <location filename="../../ui/scout/newgame.py" line="+19"/>
        <source>New Scout game</source>
        <translation>Yeni Scout oyunu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats (clockwise; the first seat starts)</source>
        <translation>Koltuklar (saat yönünde; ilk koltuk başlar)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>2 players: two rounds of 11 cards each; 3 Scout chips each, scouting costs one and does not end the turn; no Scout &amp; Show.</source>
        <translation>2 oyuncu: her biri 11 kartla iki raunt; herkese 3 Scout çipi, Scout yapmak bir çipe mal olur ve turu bitirmez; Scout ve Gösteri yok.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} players: {0} rounds, every player starts one.</source>
        <translation>{0} oyuncu: {0} raunt, her oyuncu birini başlatır.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/newgame.py" line="+76"/>
        <source>Host game</source>
        <translation>Masayı aç</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start game</source>
        <translation>Oyunu başlat</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <location filename="../../ui/shell/messages.py" line="+33"/>
        <source>{0}%</source>
        <comment>a percentage</comment>
        <translation>%{0}</translation>
    </message>
</context>
<context>
    <name>PlayerBox</name>
    <message>
        <location filename="../../ui/lairs/explorer/setup_dialog.py" line="-192"/>
        <source>Generate a random dungeon</source>
        <translation>Rastgele bir zindan üret</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load from a file…</source>
        <translation>Dosyadan yükle…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From the editor: {0}</source>
        <translation>Düzenleyiciden: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose file…</source>
        <translation>Dosya seç…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Open dungeon</source>
        <translation>Zindan aç</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lairs dungeon (*.json)</source>
        <translation>Lairs zindanı (*.json)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot use {0}: {1}</source>
        <translation>{0} kullanılamıyor: {1}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>choose a dungeon</source>
        <translation>bir zindan seç</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A valid dungeon is generated from the game&apos;s seed.</source>
        <translation>Oyunun tohumundan geçerli bir zindan üretilir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✔ {0} follows the build rules.</source>
        <translation>✔ {0} inşa kurallarına uyuyor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dungeon</source>
        <translation>Zindan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✘ {0}</source>
        <translation>✘ {0}</translation>
    </message>
</context>
<context>
    <name>PlayerMatPanel</name>
    <message>
        <location filename="../../ui/lairs/tabletop/mat_panel.py" line="+81"/>
        <source>Energy mat</source>
        <translation>Enerji matı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click cubes to choose them, then move them:</source>
        <translation>Küpleri seçmek için tıkla, sonra taşı:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refresh (start of turn)</source>
        <translation>Yenile (tur başı)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All Spent → Fresh, then all Fatigued → Spent; Conserved stay</source>
        <translation>Bütün Harcanmış → Taze, sonra bütün Yorgun → Harcanmış; Saklı olanlar kalır</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Refresh energy</source>
        <translation>Enerjini yenile</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Spend</source>
        <translation>Harca</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Spend cubes</source>
        <translation>Küp harca</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Fatigue</source>
        <translation>Yorgunlaştır</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Fatigue cubes</source>
        <translation>Küp yorgunlaştır</translation>
    </message>
    <message>
        <location line="-41"/>
        <location line="+6"/>
        <source>Conserve</source>
        <translation>Sakla</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Conserve cubes</source>
        <translation>Küp sakla</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Creep</source>
        <translation>Sürün</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hustle</source>
        <translation>Koş</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backtrack</source>
        <translation>Geri Dön</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Peer</source>
        <translation>Gizlice Bak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check</source>
        <translation>Kontrol</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 any per die</source>
        <translation>zar başına 1 herhangi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>free, up to 3 Fresh; ends the turn</source>
        <translation>ücretsiz, en fazla 3 Taze; turu bitirir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Achievements</source>
        <translation>Başarımlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened chests</source>
        <translation>Açılmış Sandıklar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defeated monsters</source>
        <translation>Yenilen Canavarlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disarmed traps</source>
        <translation>Etkisiz Tuzaklar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exit conditions</source>
        <translation>Çıkış koşulları</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave by the Exit with:&lt;br&gt;• 3 chests opened, or&lt;br&gt;• 3 monsters defeated, or&lt;br&gt;• 2 chests + 2 monsters</source>
        <translation>Çıkıştan çıkmak için:&lt;br&gt;• 3 sandık açılmış ya da&lt;br&gt;• 3 canavar yenilmiş ya da&lt;br&gt;• 2 sandık + 2 canavar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;You may leave&lt;/b&gt; when you reach the Exit.</source>
        <translation>Çıkışa ulaşınca &lt;b&gt;çıkabilirsin&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not yet: the Exit does not let you out.</source>
        <translation>Henüz değil: Çıkış seni dışarı bırakmaz.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Achievements: {0}</source>
        <translation>Başarımlar: {0}</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../../ui/coup/tracker_window.py" line="+127"/>
        <source>Turn face up</source>
        <translation>Aç</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>reveal</source>
        <translation>açma</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>coins</source>
        <translation>sikke</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>allegiance</source>
        <translation>taraf</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Pay 1 to Reserve</source>
        <translation>Yedeğe 1 öde</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+2"/>
        <source>reserve</source>
        <translation>yedek</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pay 2 to Reserve</source>
        <translation>Yedeğe 2 öde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embezzle</source>
        <translation>Zimmete geçir</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>embezzle</source>
        <translation>zimmete geçirme</translation>
    </message>
    <message>
        <location line="+22"/>
        <source> (exiled)</source>
        <translation> (sürgün)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n sikke</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face up: {0}</source>
        <translation>Açık: {0}</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../ui/shell/preferences.py" line="+49"/>
        <source>Preferences</source>
        <translation>Tercihler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Dil:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finished games kept:</source>
        <translation>Saklanan &amp;bitmiş oyunlar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>hiç</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The newest finished games are kept to watch again (the launcher lists them); older ones beyond this number are removed. 0 keeps none.</source>
        <translation>En yeni bitmiş oyunlar yeniden izlemek için saklanır (başlatıcı onları listeler); bu sayıyı aşan eskiler silinir. 0 hiçbirini saklamaz.</translation>
    </message>
</context>
<context>
    <name>QuitDialog</name>
    <message>
        <location filename="../../ui/shell/quit.py" line="+81"/>
        <source>Unsaved changes</source>
        <translation>Kaydedilmemiş değişiklikler</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games need no saving: they are kept as you play and offered again when Companion starts.</source>
        <translation>Oyunları kaydetmen gerekmez: oynadıkça saklanır ve Companion açılınca yeniden sunulur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save All</source>
        <translation>&amp;Tümünü Kaydet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard All</source>
        <translation>Tümünü &amp;At</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../../companion/core/protocol.py" line="+84"/>
        <source>it is not a legal action now</source>
        <translation>şu an yasal bir hamle değil</translation>
    </message>
    <message>
        <location line="+36"/>
        <location filename="../../companion/net/table.py" line="-75"/>
        <source>the game is over</source>
        <translation>oyun bitti</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{action}: {reason}</source>
        <translation>{action}: {reason}</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../../ui/shell/replay.py" line="+154"/>
        <source>Replay: {0} — {1}</source>
        <translation>Tekrar: {0} — {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Public table (no hidden cards)</source>
        <translation>Açık masa (gizli kart yok)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {0} saw it</source>
        <translation>{0} gözünden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play On from Here</source>
        <translation>Buradan &amp;Devam Et</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game from this decision, with the same seats; this record stays as it is</source>
        <translation>Bu karardan itibaren aynı koltuklarla yeni bir oyun başlat; bu kayıt olduğu gibi kalır</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First</source>
        <translation>İlk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>◀ Back</source>
        <translation>◀ Geri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward ▶</source>
        <translation>İleri ▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last</source>
        <translation>Son</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Replay</source>
        <translation>Tekrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Decisions&lt;/b&gt;</source>
        <translation>&lt;b&gt;Kararlar&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <location line="+89"/>
        <source>Set-up · %n decision(s)</source>
        <translation>
            <numerusform>Kurulum · %n karar</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision {0} of {1} · {2}</source>
        <translation>Karar {0}/{1} · {2}</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Set-up</source>
        <translation>Kurulum</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Cannot play on</source>
        <translation>Devam edilemiyor</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+6"/>
        <location line="+11"/>
        <source>Cannot watch game record</source>
        <translation>Oyun kaydı izlenemiyor</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Companion cannot show {0} games yet.</source>
        <translation>Companion henüz {0} oyunlarını gösteremiyor.</translation>
    </message>
</context>
<context>
    <name>RoomDock</name>
    <message>
        <location filename="../../ui/net/room_dock.py" line="+42"/>
        <source>Joining the Table</source>
        <translation>Masaya Katılma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to Join</source>
        <translation>&amp;Nasıl Katılınır</translation>
    </message>
</context>
<context>
    <name>RoundEndScreen</name>
    <message>
        <location filename="../../ui/scout/round_end.py" line="+63"/>
        <location line="+87"/>
        <source>Next round</source>
        <translation>Sonraki raunt</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>New game…</source>
        <translation>Yeni oyun…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;This round&lt;/b&gt;</source>
        <translation>&lt;b&gt;Bu raunt&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Score sheet&lt;/b&gt;</source>
        <translation>&lt;b&gt;Puan çizelgesi&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Round {0} of {1} is over</source>
        <translation>Raunt {0}/{1} bitti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>See the table</source>
        <translation>Masaya bak</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Captured (+1 each)</source>
        <translation>Toplanan (her biri +1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips left (+1 each)</source>
        <translation>Kalan çip (her biri +1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scout chips (+1 each)</source>
        <translation>Scout çipi (her biri +1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In hand (−1 each)</source>
        <translation>Elde (her biri −1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round score</source>
        <translation>Raunt puanı</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} (no penalty)</source>
        <translation>{0} (ceza yok)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ended the round: takes no hand penalty</source>
        <translation>Rauntu bitirdi: el cezası almaz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} ended the round and takes no hand penalty (highlighted). The Active Set left on the table scores for nobody.</source>
        <translation>{0} rauntu bitirdi ve el cezası almıyor (vurgulu). Masada kalan aktif set kimseye puan getirmez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two players: every unspent Scout chip scores 1.</source>
        <translation>İki oyuncu: harcanmamış her Scout çipi 1 puan.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round {0}</source>
        <translation>Raunt {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Toplam</translation>
    </message>
</context>
<context>
    <name>ScoreChartWidget</name>
    <message>
        <location filename="../../ui/lairs/explorer/score_chart.py" line="+34"/>
        <source>Face-up treasures</source>
        <translation>Yüzü açık hazineler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Face-down treasures</source>
        <translation>Yüzü kapalı hazineler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defeated monsters</source>
        <translation>Yenilen canavarlar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exiting</source>
        <translation>Çıkış</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Other</source>
        <translation>Diğer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Toplam</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{0} × 1</source>
        <translation>{0} × 1</translation>
    </message>
</context>
<context>
    <name>ScoreKeeperSetup</name>
    <message>
        <location filename="../../ui/scout/score_keeper_setup.py" line="+82"/>
        <source>Scout score keeper</source>
        <translation>Scout puan tutucu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New score sheet</source>
        <translation>Yeni puan çizelgesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clockwise around the table</source>
        <translation>Masada saat yönünde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starts round 1</source>
        <translation>Raunt 1’i başlatır</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player {0}</source>
        <translation>Oyuncu {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This player starts round 1; the start moves one seat clockwise each round</source>
        <translation>Raunt 1’i bu oyuncu başlatır; her raunt başlangıç bir koltuk saat yönünde kayar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the score sheet</source>
        <translation>Puan çizelgesini başlat</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>2 players: {0} rounds of {1} cards each (the other half of the deck is set aside for round 2); 3 Scout chips each, +1 for every chip left unspent.</source>
        <translation>2 oyuncu: her biri {1} kartla {0} raunt (destenin diğer yarısı raunt 2 için ayrılır); herkese 3 Scout çipi, harcanmayan her çip +1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} players: {1} rounds, {2} cards a round, {3} in each hand; the starting player moves one seat clockwise each round.</source>
        <translation>{0} oyuncu: {1} raunt, raunt başına {2} kart, her elde {3}; başlangıç oyuncusu her raunt bir koltuk saat yönünde kayar.</translation>
    </message>
</context>
<context>
    <name>ScoreKeeperWindow</name>
    <message>
        <location filename="../../ui/scout/score_keeper.py" line="+101"/>
        <source>&amp;File</source>
        <translation>&amp;Dosya</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;New sheet, same players</source>
        <translation>Aynı oyuncularla &amp;yeni çizelge</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Scout score sheet (*.json)</source>
        <translation>Scout puan çizelgesi (*.json)</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Play again: a fresh sheet for the same table</source>
        <translation>Yeniden oyna: aynı masa için yeni bir çizelge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>Dü&amp;zen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Correct the selected player&apos;s &amp;name…</source>
        <translation>Seçili oyuncunun &amp;adını düzelt…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit</source>
        <translation>Düzen</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>{0}, round {1}</source>
        <translation>{0}, raunt {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take {0}&apos;s star off</source>
        <translation>{0} oyuncusunun yıldızını kaldır</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} ended round {1}</source>
        <translation>{0}, {1}. rauntu bitirdi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player&apos;s name</source>
        <translation>Oyuncunun adı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of {0}:</source>
        <translation>{0} için ad:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rename {0}</source>
        <translation>{0} adını değiştir</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Score round {0}</source>
        <translation>{0}. rauntu puanla</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Round {0} of {1}: {2} starts</source>
        <translation>Raunt {0}/{1}: {2} başlıyor</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>★ {0} wins with {1} point(s)</source>
        <translation>
            <numerusform>★ {0} {1} puanla kazandı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>★ {0} share the victory with {1} point(s)</source>
        <translation>
            <numerusform>★ {0} {1} puanla zaferi paylaşıyor</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open score sheet</source>
        <translation>Puan çizelgesi aç</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save score sheet</source>
        <translation>Puan çizelgesini kaydet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open the score sheet</source>
        <translation>Puan çizelgesi açılamıyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot save the score sheet</source>
        <translation>Puan çizelgesi kaydedilemiyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No recent score sheets</source>
        <translation>Son puan çizelgesi yok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>untitled</source>
        <translation>adsız</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scout score keeper</source>
        <translation>Scout puan tutucu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>scout scores</source>
        <translation>scout puanları</translation>
    </message>
</context>
<context>
    <name>ScorePadScene</name>
    <message>
        <location filename="../../ui/scout/score_keeper_pad.py" line="+173"/>
        <source>Round {0}</source>
        <translation>Raunt {0}</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>SCOUT</source>
        <translation>SCOUT</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} — double-click to correct the name</source>
        <translation>{0} — adı düzeltmek için çift tıkla</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>winner</source>
        <translation>kazanan</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>leads</source>
        <translation>önde</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+3"/>
        <source>{0} starts</source>
        <translation>{0} başlıyor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting player</source>
        <translation>Başlangıç oyuncusu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>scored</source>
        <translation>puanlandı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>being entered</source>
        <translation>giriliyor</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>No hand penalty: ended the round</source>
        <translation>El cezası yok: rauntu bitirdi</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round score</source>
        <translation>Raunt puanı</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>total {0}</source>
        <translation>toplam {0}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ended the round: played their last card</source>
        <translation>Rauntu bitirdi: son kartını oynadı</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended the round: nobody beat their Show</source>
        <translation>Rauntu bitirdi: Gösterisini kimse yenemedi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Started this round</source>
        <translation>Bu rauntu başlattı</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Total</source>
        <translation>Toplam</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Winner</source>
        <translation>Kazanan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares the victory</source>
        <translation>Zaferi paylaşıyor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leads so far</source>
        <translation>Şimdilik önde</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <location filename="../../ui/lairs/tabletop/score_panel.py" line="+95"/>
        <source>Score chart</source>
        <translation>Puan tablosu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add treasure</source>
        <translation>Hazine ekle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick the cards you turn face-up (at most 4)</source>
        <translation>Yüzü açık çevirdiğin kartları işaretle (en fazla 4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Kaldır</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+28"/>
        <source>Best face-up choice</source>
        <translation>En iyi yüzü açık seçim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not out</source>
        <translation>Çıkmadı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First out (4 VP)</source>
        <translation>İlk çıkan (4 VP)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second out (2 VP)</source>
        <translation>İkinci çıkan (2 VP)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} (base {1})</source>
        <translation>{0} (taban {1})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You</source>
        <translation>Sen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Face-up: the best choice, picked for you.</source>
        <translation>Yüzü açık: en iyi seçim, senin için yapıldı.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Face-up: your choice (the best choice would total {0}).</source>
        <translation>Yüzü açık: senin seçimin (en iyi seçim toplam {0} ederdi).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Add {0}</source>
        <translation>Ekle: {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove {0}</source>
        <translation>Kaldır: {0}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Choose face-up cards</source>
        <translation>Yüzü açık kartları seç</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick exactly {0} cards to turn face-up ({1} ticked).</source>
        <translation>Yüzü açık çevrilecek tam {0} kart işaretle ({1} işaretli).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exit</source>
        <translation>Çıkış</translation>
    </message>
</context>
<context>
    <name>ScoutActivities</name>
    <message>
        <location filename="../../ui/scout/__init__.py" line="+21"/>
        <source>Play</source>
        <translation>Oyna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot-seat and bots: 2–5 players, Show and Scout with the real cards&apos; look.</source>
        <translation>Aynı cihazda ve botlarla: 2–5 oyuncu, gerçek kartların görünümüyle Gösteri ve Scout.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score keeper</source>
        <translation>Puan tutucu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The score pad for a game with the real cards: rounds, starting players, the round ender&apos;s star and the totals.</source>
        <translation>Gerçek kartlarla oynanan oyun için puan defteri: rauntlar, başlangıç oyuncuları, rauntu bitirenin yıldızı ve toplamlar.</translation>
    </message>
</context>
<context>
    <name>ScoutCard</name>
    <message>
        <location filename="../../ui/scout/card.py" line="+51"/>
        <source>{0} (the {1} below, upside down)</source>
        <translation>{0} (altta ters duran {1})</translation>
    </message>
</context>
<context>
    <name>ScoutRefusal</name>
    <message>
        <location filename="../../companion/scout/explain.py" line="+19"/>
        <source>it is not a Scout action</source>
        <translation>bu bir Scout hamlesi değil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is {player}&apos;s decision</source>
        <translation>karar {player} oyuncusunda</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>first every player decides whether to turn the hand (turn hand / keep hand)</source>
        <translation>önce her oyuncu elini ters çevirip çevirmeyeceğine karar verir (eli ters çevir / eli koru)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the hand can be turned only before the round&apos;s first turn</source>
        <translation>el yalnızca rauntun ilk turundan önce ters çevrilebilir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the hand holds {cards} cards</source>
        <translation>elde {cards} kart var</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{set} is not a single, a group or a run</source>
        <translation>{set} ne tekli ne grup ne de seri</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{set} does not beat the Active Set</source>
        <translation>{set} aktif seti yenmiyor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>after a Scout &amp; Show&apos;s Scout comes the Show</source>
        <translation>Scout ve Gösteri’de Scout’tan sonra Gösteri gelir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the table is empty: there is nothing to scout (Show a set)</source>
        <translation>masa boş: Scout edilecek bir şey yok (bir set göster)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a 2-player game has no Scout &amp; Show</source>
        <translation>2 kişilik oyunda Scout ve Gösteri yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no Scout chip left: Show a set</source>
        <translation>Scout çipi kalmadı: bir set göster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Scout &amp; Show chip is already spent this round</source>
        <translation>Scout ve Gösteri çipi bu raunt zaten harcandı</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a one-card Active Set is scouted as left</source>
        <translation>tek kartlık aktif set soldan alınmış sayılır</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a scouted card goes to a position from 1 to {last}</source>
        <translation>Scout edilen kart 1 ile {last} arasında bir sıraya gider</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no Show would beat what is left of the Active Set after this Scout</source>
        <translation>bu Scout’tan sonra aktif setten kalanı hiçbir Gösteri yenemez</translation>
    </message>
</context>
<context>
    <name>ScoutScoreKeeper</name>
    <message>
        <location filename="../../ui/scout/score_keeper_pad.py" line="-267"/>
        <source>Captured cards</source>
        <translation>Toplanan kartlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unspent Scout chips</source>
        <translation>Harcanmamış Scout çipleri</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scout chips received</source>
        <translation>Alınan Scout çipleri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left in hand</source>
        <translation>Elde kalan kartlar</translation>
    </message>
</context>
<context>
    <name>ScoutScoreSheet</name>
    <message>
        <location filename="../../companion/scout/score_sheet.py" line="+168"/>
        <source>{player} already ended round {round}: a round has one ender (take their star off first)</source>
        <translation>{round}. rauntu zaten {player} bitirdi: bir rauntu tek oyuncu bitirir (önce onun yıldızını kaldır)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>round {round} is already finished</source>
        <translation>{round}. raunt zaten bitti</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>finish round {round} before the next one</source>
        <translation>sonrakine geçmeden önce {round}. rauntu bitir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a {players}-player game has {rounds} rounds, all played</source>
        <translation>{players} kişilik oyunda {rounds} raunt var, hepsi oynandı</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>there is no round {round} on the sheet yet</source>
        <translation>çizelgede henüz {round}. raunt yok</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>there is no player {player} at a table of {players}</source>
        <translation>{players} kişilik masada {player}. oyuncu yok</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Scout is played by {least}–{most} players, not {players}</source>
        <translation>Scout {players} kişiyle değil, {least}–{most} kişiyle oynanır</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>player {player} needs a name</source>
        <translation>{player}. oyuncunun bir adı olmalı</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>player {player}&apos;s name is longer than {limit} characters</source>
        <translation>{player}. oyuncunun adı {limit} karakterden uzun</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two players are called {name}</source>
        <translation>iki oyuncunun adı {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the starting player must be one of the {players} players</source>
        <translation>başlangıç oyuncusu {players} oyuncudan biri olmalı</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>round {round}</source>
        <translation>{round}. raunt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player}: a count cannot be negative ({count})</source>
        <translation>{player}: sayı negatif olamaz ({count})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player}: a 2-player round gives each player {chips} Scout chips, so at most {chips} stay unspent</source>
        <translation>{player}: 2 kişilik rauntta her oyuncu {chips} Scout çipi alır, yani en fazla {chips} tanesi harcanmadan kalır</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{round}: captured cards and hands add up to {held}, but a {players}-player round has only {cards} cards</source>
        <translation>{round}: toplanan kartlar ve eller toplamı {held}, ama {players} kişilik bir rauntta yalnızca {cards} kart var</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{round}: the ender must be one of the {players} players</source>
        <translation>{round}: rauntu bitiren {players} oyuncudan biri olmalı</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} ended {round} by emptying their hand, so no cards are left in it (not {hand})</source>
        <translation>{player} elini boşaltarak rauntu bitirdi ({round}), yani elinde kart kalmadı ({hand} değil)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{round}: star the player who ended the round (its score needs them)</source>
        <translation>{round}: rauntu bitiren oyuncuya yıldız koy (puanlama için gerekli)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} has no cards left, so they ended {round} by emptying their hand, not with an unbeaten Show</source>
        <translation>{player} oyuncusunun kartı kalmadı, yani rauntu ({round}) yenilmeyen bir Gösteriyle değil, elini boşaltarak bitirdi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player}: enter the cards left in hand (a round ends as soon as anyone plays their last card, so only the ender can have none)</source>
        <translation>{player}: elde kalan kartları gir (biri son kartını oynar oynamaz raunt biter; yani yalnızca rauntu bitirenin kartı olmayabilir)</translation>
    </message>
</context>
<context>
    <name>ScoutStory</name>
    <message>
        <location filename="../../ui/scout/story.py" line="+62"/>
        <source>Round {0} is over: {1}</source>
        <translation>Raunt {0} bitti: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round scores: {0}.</source>
        <translation>Raunt puanları: {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over. {0}</source>
        <translation>Oyun bitti. {0}</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Round {0} of {1}: {2} starts.</source>
        <translation>Raunt {0}/{1}: {2} başlıyor.</translation>
    </message>
</context>
<context>
    <name>ScoutTable</name>
    <message>
        <location filename="../../ui/scout/scene.py" line="+93"/>
        <source>Put the scouted card here (place {0})</source>
        <translation>Scout edilen kartı buraya koy ({0}. sıra)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>thinking…</source>
        <translation>düşünüyor…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>starts</source>
        <translation>başlar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turned the hand</source>
        <translation>eli ters çevirdi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>kept the hand</source>
        <translation>eli korudu</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>elde %n kart</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A card only its holder knows</source>
        <translation>Yalnızca sahibinin bildiği bir kart</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: scouted in plain sight</source>
        <translation>{0}: herkesin gözü önünde Scout edildi</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Captured cards: 1 point each</source>
        <translation>Toplanan kartlar: her biri 1 puan</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scout chips left: scouting pays one; each left scores 1 at the round&apos;s end</source>
        <translation>Kalan Scout çipleri: Scout yapmak bir çip öder; kalan her çip raunt sonunda 1 puan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scout chips received: 1 point each</source>
        <translation>Alınan Scout çipleri: her biri 1 puan</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;S</source>
        <translation>S&amp;G</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scout &amp; Show chip: ready</source>
        <translation>Scout ve Gösteri çipi: hazır</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scout &amp; Show chip: used this round</source>
        <translation>Scout ve Gösteri çipi: bu raunt kullanıldı</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} pts</source>
        <translation>{0} puan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points from the finished rounds</source>
        <translation>Biten rauntlardan gelen puanlar</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Round {0} of {1}</source>
        <translation>Raunt {0}/{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} started</source>
        <translation>{0} başladı</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The table is empty: any set may be shown</source>
        <translation>Masa boş: herhangi bir set gösterilebilir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Active Set: {0}&apos;s {1}</source>
        <translation>Aktif set: {1} ({0})</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Scout this card: click, then click a gap of your hand (or drag it there); right-click turns it</source>
        <translation>Bu kartı Scout et: tıkla, sonra elindeki bir boşluğa tıkla (ya da oraya sürükle); sağ tık kartı çevirir</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The scouted card goes here; right-click turns it</source>
        <translation>Scout edilen kart buraya gider; sağ tık kartı çevirir</translation>
    </message>
</context>
<context>
    <name>ScoutTableWindow</name>
    <message>
        <location filename="../../ui/scout/table.py" line="+82"/>
        <source>Scout — {0}</source>
        <translation>Scout — {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score sheet…</source>
        <translation>Puan çizelgesi…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last finished round&apos;s sheet and the totals</source>
        <translation>Son biten rauntun çizelgesi ve toplamlar</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The game is over: {0}</source>
        <translation>Oyun bitti: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your decision, {0}.</source>
        <translation>Karar senin, {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep your hand or turn it around (on the left).</source>
        <translation>Elini koru ya da ters çevir (solda).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Waiting for {0}…</source>
        <translation>Bekleniyor: {0}…</translation>
    </message>
</context>
<context>
    <name>ScoutWords</name>
    <message>
        <location filename="../../ui/scout/words.py" line="+22"/>
        <source>round {0} of {1}</source>
        <translation>raunt {0}/{1}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>single {0}</source>
        <translation>tekli {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pair of {0}s</source>
        <translation>ikili {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>three {0}s</source>
        <translation>üçlü {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>four {0}s</source>
        <translation>dörtlü {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five {0}s</source>
        <translation>beşli {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{1} × {0}</source>
        <translation>{1} × {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run {0}</source>
        <translation>seri {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} turns the hand around.</source>
        <translation>{0} elini ters çeviriyor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} keeps the hand as dealt.</source>
        <translation>{0} elini dağıtıldığı gibi koruyor.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} shows {1} on the empty table.</source>
        <translation>{0} boş masaya {1} gösteriyor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} shows {1} and beats {2}&apos;s {3}.</source>
        <translation>{0} {1} gösteriyor ve {2} oyuncusunun setini ({3}) yeniyor.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the {0}</source>
        <translation>{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the {0} from the left end</source>
        <translation>soldaki {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the {0} from the right end</source>
        <translation>sağdaki {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} scouts {1}, turned to a {2}, into place {3}</source>
        <translation>{0} Scout yapıyor: {1}, {2} olarak çevrilip {3}. sıraya</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} scouts {1} into place {2}</source>
        <translation>{0} Scout yapıyor: {1}, {2}. sıraya</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scout &amp; Show: {0}</source>
        <translation>Scout ve Gösteri: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}, paying a Scout chip.</source>
        <translation>{0}, bir Scout çipi ödeyerek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}; {1} gets a Scout chip.</source>
        <translation>{0}; {1} bir Scout çipi alıyor.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} played the last card of the hand.</source>
        <translation>{0} elindeki son kartı oynadı.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} could neither show nor scout, so {1}&apos;s Show stands.</source>
        <translation>{0} ne Gösteri ne Scout yapabildi; {1} oyuncusunun Gösterisi geçerli.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody beat {0}&apos;s Show: everyone else only scouted.</source>
        <translation>{0} oyuncusunun Gösterisini kimse yenemedi: diğer herkes yalnızca Scout yaptı.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>{0} point(s)</source>
        <translation>
            <numerusform>{0} puan</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} wins with {1}!</source>
        <translation>{0} {1} ile kazandı!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} share the victory with {1} each!</source>
        <translation>{0} zaferi paylaşıyor: her biri {1}!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and </source>
        <translation> ve </translation>
    </message>
</context>
<context>
    <name>SeatsBox</name>
    <message>
        <location filename="../../ui/net/seats_box.py" line="+67"/>
        <source>Seats</source>
        <translation>Koltuklar</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Seat {0}</source>
        <translation>Koltuk {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on a phone (the table&apos;s web page)</source>
        <translation>telefonda (masanın web sayfası)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+22"/>
        <source>in Companion</source>
        <translation>Companion’da</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Remove</source>
        <translation>Çıkar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>free: waiting for a player</source>
        <translation>boş: oyuncu bekleniyor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bot: {0}</source>
        <translation>bilgisayar: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you (at this screen)</source>
        <translation>sen (bu ekranda)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on a phone</source>
        <translation>telefonda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>player</source>
        <translation>oyuncu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} — away</source>
        <translation>{0} — uzakta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a bot plays for them ({0})</source>
        <translation>yerine bot oynuyor ({0})</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Wait for a player</source>
        <translation>Oyuncu bekle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wait for them</source>
        <translation>Onu bekle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bot: {0}</source>
        <translation>Bilgisayar: {0}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Remove player</source>
        <translation>Oyuncuyu çıkar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take {0}&apos;s seat away from them? In a game a bot plays it from now on.</source>
        <translation>{0} koltuğundan çıkarılsın mı? Oyun sürüyorsa o koltukta bundan sonra bir bot oynar.</translation>
    </message>
</context>
<context>
    <name>SessionLock</name>
    <message>
        <location filename="../../ui/shell/session_lock.py" line="+36"/>
        <source>This game is already open in another window.</source>
        <translation>Bu oyun zaten başka bir pencerede açık.</translation>
    </message>
</context>
<context>
    <name>ShellContext</name>
    <message>
        <location filename="../../ui/shell/context.py" line="+147"/>
        <location line="+4"/>
        <source>Cannot open file</source>
        <translation>Dosya açılamıyor</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{0}: format {1} is not a kind of file Companion opens ({2}, game records).</source>
        <translation>{0}: {1} biçimi Companion’ın açtığı bir dosya türü değil ({2}, oyun kayıtları).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: a JSON file without a &quot;format&quot; name, so not a file Companion wrote.</source>
        <translation>{0}: &quot;format&quot; adı olmayan bir JSON dosyası, yani Companion’ın yazdığı bir dosya değil.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+16"/>
        <location line="+5"/>
        <source>Cannot open game record</source>
        <translation>Oyun kaydı açılamıyor</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Companion cannot play {0} games yet.</source>
        <translation>Companion henüz {0} oyunlarını oynatamıyor.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Cannot resume game</source>
        <translation>Oyuna devam edilemiyor</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The autosave is set aside (renamed *.unreadable).</source>
        <translation>Otomatik kayıt kenara ayrıldı (adı *.unreadable oldu).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cannot keep the game</source>
        <translation>Oyun saklanamıyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The finished game is not kept to watch again: {0}: {1}</source>
        <translation>Biten oyun yeniden izlemek için saklanmadı: {0}: {1}</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot recover document</source>
        <translation>Belge kurtarılamıyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}

The autosaved copy is set aside (renamed *.unreadable).</source>
        <translation>{0}

Otomatik kaydedilen kopya kenara ayrıldı (adı *.unreadable oldu).</translation>
    </message>
</context>
<context>
    <name>TableLink</name>
    <message>
        <location filename="../../ui/net/link.py" line="+80"/>
        <source>Not connected to the table: reconnecting…</source>
        <translation>Masaya bağlı değilsin: yeniden bağlanılıyor…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The table sent what this Companion cannot read ({0}).</source>
        <translation>Masa, bu Companion’ın okuyamadığı bir şey gönderdi ({0}).</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <location filename="../../ui/shell/table_window.py" line="+125"/>
        <source>What happened</source>
        <translation>Neler oldu</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{0} is thinking…</source>
        <translation>{0} düşünüyor…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not allowed</source>
        <translation>İzin yok</translation>
    </message>
</context>
<context>
    <name>TakeBackAction</name>
    <message>
        <location filename="../../ui/shell/game_menu.py" line="-167"/>
        <source>Undo your last decision (and the bots&apos; answers to it); in hot-seat play only if every player agrees</source>
        <translation>Son kararını (ve botların ona verdiği cevapları) geri al; aynı cihazda oyunda yalnızca herkes kabul ederse</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Take Back</source>
        <translation>&amp;Geri Al</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Take Back {0}&apos;s Decision</source>
        <translation>{0} Kararını &amp;Geri Al</translation>
    </message>
</context>
<context>
    <name>TallyEntry</name>
    <message>
        <location filename="../../ui/scout/score_keeper_entry.py" line="+127"/>
        <source>Next player ▸</source>
        <translation>Sonraki oyuncu ▸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter the next player&apos;s round (Enter in a box)</source>
        <translation>Sonraki oyuncunun rauntunu gir (kutuda Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the round and score it: it needs the round&apos;s ender and everyone&apos;s cards in hand</source>
        <translation>Rauntu kontrol et ve puanla: rauntu bitiren ve herkesin elindeki kartlar gerekli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended the round:</source>
        <translation>Rauntu bitiren:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {0} · {1}</source>
        <translation>Raunt {0} · {1}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>★ played the last card</source>
        <translation>★ son kartını oynadı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ their Show stood (the other was stuck)</source>
        <translation>★ Gösterisi geçerli kaldı (diğeri tıkandı)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ nobody beat their Show</source>
        <translation>★ Gösterisini kimse yenemedi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Score round {0} ✓</source>
        <translation>{0}. rauntu puanla ✓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score the last round ✓</source>
        <translation>Son rauntu puanla ✓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every round is scored</source>
        <translation>Bütün rauntlar puanlandı</translation>
    </message>
</context>
<context>
    <name>TrackerSetupDialog</name>
    <message>
        <location filename="../../ui/coup/tracker_setup.py" line="+50"/>
        <source>Coup table tracker</source>
        <translation>Coup masa takipçisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players, clockwise from the first</source>
        <translation>Oyuncular, ilkinden başlayarak saat yönünde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inquisitor instead of Ambassador</source>
        <translation>Elçi yerine Engizisyoncu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reformation (allegiances, Treasury Reserve)</source>
        <translation>Reformation (taraflar, Hazine Yedeği)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start tracking</source>
        <translation>Takibe başla</translation>
    </message>
</context>
<context>
    <name>TrackerWindow</name>
    <message>
        <location filename="../../ui/coup/tracker_window.py" line="+34"/>
        <source>&amp;File</source>
        <translation>&amp;Dosya</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>Dü&amp;zen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit</source>
        <translation>Düzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next turn ▶</source>
        <translation>Sonraki tur ▶</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>next turn</source>
        <translation>sonraki tur</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Claims</source>
        <translation>İddialar</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>Coup tracker session (*.json)</source>
        <translation>Coup takip oturumu (*.json)</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>Add claim</source>
        <translation>İddia ekle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenged: claim stood</source>
        <translation>Meydan okundu: iddia geçerli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenged: bluff caught</source>
        <translation>Meydan okundu: blöf yakalandı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latest claim challenged by</source>
        <translation>Son iddiaya meydan okuyan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Unseen cards&lt;/b&gt; (not face up)</source>
        <translation>&lt;b&gt;Görülmeyen kartlar&lt;/b&gt; (açık olmayan)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Reminders&lt;/b&gt;</source>
        <translation>&lt;b&gt;Hatırlatmalar&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Open tracker session</source>
        <translation>Takip oturumu aç</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save tracker session</source>
        <translation>Takip oturumunu kaydet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open the session</source>
        <translation>Oturum açılamıyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot save the session</source>
        <translation>Oturum kaydedilemiyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No recent sessions</source>
        <translation>Son oturum yok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>untitled</source>
        <translation>adsız</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coup table tracker</source>
        <translation>Coup masa takipçisi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>coup table</source>
        <translation>coup masası</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>claim</source>
        <translation>iddia</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>challenge</source>
        <translation>meydan okuma</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Treasury: %n coin(s)</source>
        <translation>
            <numerusform>Hazine: %n sikke</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Treasury Reserve: {0}</source>
        <translation>Hazine Yedeği: {0}</translation>
    </message>
</context>
<context>
    <name>TreasureCardWidget</name>
    <message>
        <location filename="../../ui/lairs/treasure_card.py" line="+75"/>
        <source>{0} A stand-in card: only 4 treasure cards are published, so Companion made this one up from the same types and bonus kinds. Enter your copy&apos;s cards in the launcher&apos;s Lairs → My box to play with them instead.</source>
        <translation>{0} Yedek kart: yalnızca 4 hazine kartı yayımlanmıştır, bu yüzden Companion bunu aynı türlerden ve bonus çeşitlerinden uydurdu. Onların yerine kendi kutunun kartlarıyla oynamak için başlatıcıda Lairs → Kutum&apos;a gir.</translation>
    </message>
    <message numerus="yes">
        <location line="+64"/>
        <source>The treasure deck: %n card(s), face down</source>
        <translation>
            <numerusform>Hazine destesi: %n kart, yüzü kapalı</numerusform>
        </translation>
    </message>
    <message>
        <location line="+105"/>
        <source>face-up</source>
        <translation>yüzü açık</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 VP</source>
        <translation>1 VP</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>no bonus</source>
        <translation>bonus yok</translation>
    </message>
</context>
<context>
    <name>TreasureNames</name>
    <message>
        <location filename="../../companion/lairs/treasures.py" line="-87"/>
        <source>Tranquil Goblet</source>
        <translation>Sakin Kadeh</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scroll of Harmony</source>
        <translation>Uyum Tomarı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moon Shard</source>
        <translation>Ay Şardı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sun Shard</source>
        <translation>Güneş Şardı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Atlas of Lost Halls</source>
        <translation>Kayıp Salonlar Atlası</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bestiary</source>
        <translation>Canavarlar Kitabı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hymnal</source>
        <translation>İlahi Kitabı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jade Idol</source>
        <translation>Yeşim Put</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gargoyle Figurine</source>
        <translation>Gargoyl Heykelciği</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scroll of Shadows</source>
        <translation>Gölgeler Tomarı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll of Radiance</source>
        <translation>Işıltı Tomarı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Amulet of Warding</source>
        <translation>Koruma Tılsımı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serpent Amulet</source>
        <translation>Yılan Tılsımı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sunstone Amulet</source>
        <translation>Güneştaşı Tılsımı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chalice of Dawn</source>
        <translation>Şafak Kupası</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Goblet of Dusk</source>
        <translation>Alacakaranlık Kadehi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Shard</source>
        <translation>Yıldız Şardı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Crown of Whispers</source>
        <translation>Fısıltılar Tacı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gilded Circlet</source>
        <translation>Yaldızlı Taç</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Orb of Stillness</source>
        <translation>Dinginlik Küresi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storm Orb</source>
        <translation>Fırtına Küresi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Orb of Embers</source>
        <translation>Köz Küresi</translation>
    </message>
</context>
<context>
    <name>TreasureRow</name>
    <message>
        <location filename="../../ui/lairs/treasure_card.py" line="+34"/>
        <source>{0} stand-in card</source>
        <translation>{0} yedek kart</translation>
    </message>
</context>
<context>
    <name>TreasureWords</name>
    <message>
        <location filename="../../companion/lairs/treasures.py" line="-16"/>
        <source>Book</source>
        <translation>Kitap</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Statue</source>
        <translation>Heykel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll</source>
        <translation>Tomar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Amulet</source>
        <translation>Tılsım</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cup</source>
        <translation>Kupa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shard</source>
        <translation>Şard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crown</source>
        <translation>Taç</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Orb</source>
        <translation>Küre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Harmony</source>
        <translation>Uyum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Radiance</source>
        <translation>Işıltı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shadow</source>
        <translation>Gölge</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <location filename="../../ui/scout/prompt.py" line="+116"/>
        <source>Show the selected cards</source>
        <translation>Seçili kartları göster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: playable sets</source>
        <translation>İpucu: oynanabilir setler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the card ↻</source>
        <translation>Kartı çevir ↻</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Scout it here</source>
        <translation>Buraya Scout et</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Scout &amp;&amp; Show</source>
        <translation>Scout ve Gösteri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start over</source>
        <translation>Baştan başla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keys: ←/→ (Shift: more cards), N next playable set, Enter show · L/R pick an end, T turn, ←/→ its gap, Enter scout, Shift+Enter Scout &amp; Show · Esc start over</source>
        <translation>Tuşlar: ←/→ (Shift: daha çok kart), N sonraki oynanabilir set, Enter göster · L/R bir uç seç, T çevir, ←/→ boşluğunu seç, Enter Scout et, Shift+Enter Scout ve Gösteri · Esc baştan başla</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Scout &amp; Show: now show a set that beats {0}.</source>
        <translation>Scout ve Gösteri: şimdi şunu yenen bir set göster: {0}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the empty table</source>
        <translation>boş masa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: show any set (click a card; shift-click or drag for more).</source>
        <translation>Sıra sende: herhangi bir set göster (bir karta tıkla; daha fazlası için Shift+tık ya da sürükle).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: beat the {0} with a Show, or scout an end card of it.</source>
        <translation>Sıra sende: {0} setini bir Gösteriyle yen ya da uçtaki bir kartını Scout et.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n Scout chip(s) left</source>
        <translation>
            <numerusform>%n Scout çipi kaldı</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Scout it here and end the round</source>
        <translation>Buraya Scout et ve rauntu bitir</translation>
    </message>
    <message numerus="yes">
        <location line="+56"/>
        <source>%n set(s) of your hand can be shown.</source>
        <translation>
            <numerusform>Elinden %n set gösterilebilir.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This Scout ends the round: you could then neither Show nor Scout, so {0}&apos;s Show stands and {0} takes no hand penalty.</source>
        <translation>Bu Scout rauntu bitirir: sonra ne Gösteri ne Scout yapabilirsin; {0} oyuncusunun Gösterisi geçerli kalır ve {0} el cezası almaz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This Scout ends the round: play comes back to {0}, whose Show nobody beat, and {0} takes no hand penalty.</source>
        <translation>Bu Scout rauntu bitirir: sıra, Gösterisini kimsenin geçemediği {0} oyuncusuna döner ve {0} el cezası almaz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scout &amp; Show would not: your Show follows it.</source>
        <translation>Scout ve Gösteri bitirmez: Gösterin ardından gelir.</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Scouting the {0}. Click a gap of your hand, or drag the card there (T or right-click turns it).</source>
        <translation>Scout edilen kart: {0}. Elindeki bir boşluğa tıkla ya da kartı oraya sürükle (T ya da sağ tık kartı çevirir).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your hand would read {0}.</source>
        <translation>Elin şöyle olur: {0}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(Scout &amp; Show: no Show would beat what is left.)</source>
        <translation>(Scout ve Gösteri: kalanı hiçbir Gösteri yenemez.)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Or click an end card of the Active Set to scout it.</source>
        <translation> Ya da Scout etmek için aktif setin uçtaki bir kartına tıkla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No set of your hand beats it: scout a card.</source>
        <translation>Elindeki hiçbir set onu yenemiyor: bir kart Scout et.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show {0}: press Enter or the Show button.</source>
        <translation>{0} göster: Enter’a ya da Göster düğmesine bas.</translation>
    </message>
</context>
<context>
    <name>TurnsChart</name>
    <message>
        <location filename="../../ui/lairs/explorer/difficulty_dialog.py" line="-179"/>
        <source>{0} out · {1} VP</source>
        <translation>{0} çıktı · {1} VP</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <location filename="../../ui/lairs/validation_panel.py" line="+67"/>
        <source>All features placed</source>
        <translation>Bütün özellikler yerleştirilmeli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>17–20 walls</source>
        <translation>17–20 duvar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every cell reachable from Start</source>
        <translation>Her hücreye Başlangıç’tan ulaşılabilmeli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peril Rule: each goal past ≤ 1 trap and ≤ 1 monster</source>
        <translation>Tehlike Kuralı: her hedefe ≤ 1 tuzak ve ≤ 1 canavardan geçerek</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>&lt;b&gt;Goals&lt;/b&gt; (select one to see its legal path)</source>
        <translation>&lt;b&gt;Hedefler&lt;/b&gt; (yasal yolunu görmek için birini seç)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Valid dungeon</source>
        <translation>Geçerli zindan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} of 4 rules broken</source>
        <translation>4 kuraldan {0} tanesi çiğnendi</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>needs a Start</source>
        <translation>Başlangıç gerekli</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Dead ends: {0} · loops: {1}</source>
        <translation>Çıkmaz sokak: {0} · döngü: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Exit</source>
        <translation>Çıkış</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chest</source>
        <translation>Sandık</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: no legal path</source>
        <translation>{0}: yasal yol yok</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n adım</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 trap</source>
        <translation>1 tuzak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 monster</source>
        <translation>1 canavar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: {1}, no hazard on the way</source>
        <translation>{0}: {1}, yolda tehlike yok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: {1}, past {2}</source>
        <translation>{0}: {1}, geçilen: {2}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> and </source>
        <translation> ve </translation>
    </message>
</context>
<context>
    <name>VerdictBadge</name>
    <message>
        <location filename="../../ui/lairs/explorer/difficulty_dialog.py" line="-78"/>
        <source>&lt;span style=&apos;font-size:28pt&apos;&gt;–&lt;/span&gt;&lt;br&gt;not run yet</source>
        <translation>&lt;span style=&apos;font-size:28pt&apos;&gt;–&lt;/span&gt;&lt;br&gt;henüz çalıştırılmadı</translation>
    </message>
</context>
<context>
    <name>dialog</name>
    <message>
        <location filename="../../ui/lairs/explorer/__init__.py" line="+69"/>
        <source>Cannot host the table</source>
        <translation>Masa açılamıyor</translation>
    </message>
</context>
<context>
    <name>form</name>
    <message>
        <location filename="../../ui/shell/play_activity.py" line="+54"/>
        <source>Cannot host the table</source>
        <translation>Masa açılamıyor</translation>
    </message>
</context>
<context>
    <name>lairs</name>
    <message>
        <location filename="../../ui/lairs/__init__.py" line="+33"/>
        <source>Dungeon editor</source>
        <translation>Zindan düzenleyici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build a dungeon with live rule checks, generate one, print it</source>
        <translation>Kurallar anında denetlenerek zindan kur, zindan üret, yazdır</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lairs dungeon (*.json)</source>
        <translation>Lairs zindanı (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/lairs/box/__init__.py" line="+44"/>
        <source>My box: cards and die</source>
        <translation>Kutum: kartlar ve zar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your copy&apos;s treasure cards and die faces, for the difficulty report</source>
        <translation>Zorluk raporu için kendi kutundaki hazine kartları ve zar yüzleri</translation>
    </message>
    <message>
        <location filename="../../ui/lairs/explorer/__init__.py" line="+28"/>
        <source>Play</source>
        <translation>Oyna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A full game against a friend (hot-seat) or a bot</source>
        <translation>Bir arkadaşa (aynı cihazda) ya da bota karşı tam oyun</translation>
    </message>
    <message>
        <location filename="../../ui/lairs/tabletop/__init__.py" line="+51"/>
        <source>Builder&apos;s console</source>
        <translation>Mimar konsolu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table: follow your opponent through your dungeon, see what to tell</source>
        <translation>Masada: rakibini zindanında takip et, ne söyleyeceğini gör</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lairs Builder&apos;s console (*.json)</source>
        <translation>Lairs Mimar konsolu (*.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Map sheet</source>
        <translation>Harita kağıdı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table: your map sheet, energy mat, achievements and score chart</source>
        <translation>Masada: harita kağıdın, enerji matın, başarımların ve puan tablon</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lairs table sheet (*.json)</source>
        <translation>Lairs masa kağıdı (*.json)</translation>
    </message>
</context>
<context>
    <name>seats</name>
    <message>
        <location filename="../../ui/shell/seats.py" line="+45"/>
        <source>Easy</source>
        <translation>Kolay</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Zor</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Human</source>
        <translation>İnsan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bot: {0}</source>
        <translation>Bilgisayar: {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player on another device</source>
        <translation>Başka cihazdaki oyuncu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joins over the network from their own Companion: you host the table</source>
        <translation>Kendi Companion’ından ağ üzerinden katılır: masayı sen açarsın</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seat {0}</source>
        <translation>Koltuk {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ada, Ben, Cleo, Dan, Eve, Finn, Gia, Hugo, Iris, Jon</source>
        <comment>the players&apos; names a new game suggests: ten common first names, comma-separated, none of them a word of the games</comment>
        <translation>Aylin, Burak, Ceren, Duygu, Emre, Filiz, Gökhan, Hande, İlker, Kerem</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>Players</source>
        <translation>Oyuncular</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+ Add a seat</source>
        <translation>+ Koltuk ekle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove this seat (the seats after it move up)</source>
        <translation>Bu koltuğu kaldır (sonrakiler yukarı kayar)</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Every seat needs a distinct name.</source>
        <translation>Her koltuğun farklı bir adı olmalı.</translation>
    </message>
</context>
</TS>
