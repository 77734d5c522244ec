<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context>
    <name>AboutBox</name>
    <message>
        <location filename="../../ui/shell/about.py" line="+24"/>
        <source>About Companion</source>
        <translation>A Companion névjegye</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Companion {0}&lt;/h3&gt;&lt;p&gt;Rules, digital play and table-side helpers for Lairs, Coup, Scout and Intrige.&lt;/p&gt;&lt;p&gt;An unofficial fan project, not affiliated with the games&apos; publishers. Lairs is by Chris Westmaas &amp;amp; Josh Cappel; Coup by Rikki Tahta; Scout by Kei Kajino (Oink Games); Intrige by Stefan Dorra (AMIGO).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Licenses&lt;/b&gt;&lt;br&gt;Companion: MIT License.&lt;br&gt;Qt {1} and PySide6 {2}: GNU LGPL v3.&lt;br&gt;networkx {3}: BSD 3-Clause License.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Companion {0}&lt;/h3&gt;&lt;p&gt;Szabályok, digitális játék és asztali segédek a Lairs, a Coup, a Scout és az Intrige játékhoz.&lt;/p&gt;&lt;p&gt;Nem hivatalos rajongói projekt, nem kapcsolódik a játékok kiadóihoz. A Lairs Chris Westmaas &amp;amp; Josh Cappel, a Coup Rikki Tahta, a Scout Kei Kajino (Oink Games), az Intrige Stefan Dorra (AMIGO) játéka.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Licencek&lt;/b&gt;&lt;br&gt;Companion: MIT licenc.&lt;br&gt;Qt {1} és PySide6 {2}: GNU LGPL v3.&lt;br&gt;networkx {3}: BSD 3-Clause licenc.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;p&gt;&lt;b&gt;For a bug report&lt;/b&gt;&lt;br&gt;Rules versions: {0}&lt;br&gt;Python {1}&lt;br&gt;Data folder: {2}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Hibajelentéshez&lt;/b&gt;&lt;br&gt;Szabályverziók: {0}&lt;br&gt;Python {1}&lt;br&gt;Adatmappa: {2}&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AchievementsRow</name>
    <message>
        <location filename="../../ui/lairs/explorer/achievements.py" line="+36"/>
        <source>Disarmed traps {0}, opened chests {1}, defeated monsters {2}. Leaving needs 3 chests, 3 monsters, or 2 chests and 2 monsters.</source>
        <translation>Hatástalanított csapdák: {0}, kinyitott ládák: {1}, legyőzött szörnyek: {2}. A kijutáshoz 3 láda, 3 szörny vagy 2 láda és 2 szörny kell.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Disarmed traps</source>
        <translation>Kiiktatott csapdák</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opened chests</source>
        <translation>Kinyitott ládák</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defeated monsters</source>
        <translation>Legyőzött szörnyek</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Exit open</source>
        <translation>Kijárat nyitva</translation>
    </message>
</context>
<context>
    <name>Activity</name>
    <message>
        <location filename="../../ui/shell/activities.py" line="+72"/>
        <source>turn {0}</source>
        <translation>{0}. kör</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../../ui/lairs/board_scene.py" line="+191"/>
        <source>N</source>
        <comment>compass: north</comment>
        <translation>É</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>E</source>
        <comment>compass: east</comment>
        <translation>K</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S</source>
        <comment>compass: south</comment>
        <translation>D</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W</source>
        <comment>compass: west</comment>
        <translation>Ny</translation>
    </message>
</context>
<context>
    <name>BotLevel</name>
    <message>
        <location filename="../../companion/coup/__init__.py" line="+28"/>
        <source>plays its cards, bluffs now and then, counts what is seen</source>
        <translation>kijátssza a lapjait, néha blöfföl, számolja, amit látott</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>searches a quarter of a second: weighs bluffs and challenges</source>
        <translation>negyed másodpercig keres: mérlegeli a blöfföket és a megkérdőjelezéseket</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../companion/intrige/__init__.py" line="+43"/>
        <source>searches a second a decision: the strongest</source>
        <translation>döntésenként egy másodpercig keres: a legerősebb</translation>
    </message>
    <message>
        <location filename="../../companion/intrige/__init__.py" line="-4"/>
        <source>values suites by their income, bribes what it can afford</source>
        <translation>a lakosztályokat jövedelmük szerint értékeli, annyi kenőpénzt ad, amennyit megengedhet magának</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../companion/scout/__init__.py" line="+40"/>
        <source>searches a quarter of a second a decision</source>
        <translation>döntésenként negyed másodpercig keres</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/__init__.py" line="+56"/>
        <source>heads for the nearest goal on its map and fights with enough dice</source>
        <translation>a térképén a legközelebbi cél felé indul, és elég dobókockával harcol</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>reasons about the cells it has not seen and goes where its cubes buy the most</source>
        <translation>végiggondolja a még nem látott mezőket, és oda megy, ahol a kockái a legtöbbet érik</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reasons as Normal does, also Hustles with two Basic cubes, and searches a third of a second where its best goals are close, at fights, Conserve, the Exit and its last turn</source>
        <translation>úgy gondolkodik, mint a Normál, két Alap kockával is Iramodik, és a másodperc harmadáig keres, ahol a legjobb céljai közel vannak, harcnál, Tartalékolásnál, a Kijáratnál és az utolsó körében</translation>
    </message>
    <message>
        <location filename="../../companion/scout/__init__.py" line="-2"/>
        <source>plans its hand in sets, scouts to complete them</source>
        <translation>kombinációkban tervezi a kezét, toboroz, hogy kiegészítse őket</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>searches a second a decision, from the heuristic&apos;s best moves</source>
        <translation>döntésenként egy másodpercig keres a heurisztika legjobb lépései közül</translation>
    </message>
</context>
<context>
    <name>BoxWindow</name>
    <message>
        <location filename="../../ui/lairs/box/box_window.py" line="+109"/>
        <source>stand-in</source>
        <translation>pótlap</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>My Lairs box</source>
        <translation>A Lairs dobozom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. Harmony, Moon</source>
        <translation>pl. Harmónia, Hold</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no bonus</source>
        <translation>nincs bónusz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points with another card of a type</source>
        <translation>+pont egy másik adott típusú lappal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points for each other card of a type</source>
        <translation>+pont minden további adott típusú lapért</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points with another card with a keyword</source>
        <translation>+pont egy másik adott kulcsszavú lappal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points for each other card with a keyword</source>
        <translation>+pont minden további adott kulcsszavú lapért</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points for each other type held</source>
        <translation>+pont minden további birtokolt típusért</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points for a set of different types</source>
        <translation>+pont különböző típusok készletéért</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points, always</source>
        <translation>+pont, mindig</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Name:</source>
        <translation>Név:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Type:</source>
        <translation>Típus:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keywords:</source>
        <translation>Kulcsszavak:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Base:</source>
        <translation>Alap:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus:</source>
        <translation>Bónusz:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points:</source>
        <translation>Pont:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Of type:</source>
        <translation>Bónusz típusa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With keyword:</source>
        <translation>Bónusz kulcsszava:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Different types:</source>
        <translation>Különböző típusok:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Die faces:</source>
        <translation>Dobókocka lapjai:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add card</source>
        <translation>Új lap</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove card</source>
        <translation>Lap törlése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import file…</source>
        <translation>Fájl importálása…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shipped cards</source>
        <translation>Gyári lapok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save</source>
        <translation>Mentés</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your saved box cannot be read ({0}); showing the shipped cards.</source>
        <translation>A mentett dobozod nem olvasható ({0}); a gyári lapok látszanak.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cards marked “stand-in” are made up for the app: only 4 treasure cards are published in text (Tranquil Goblet, Scroll of Harmony, Moon Shard, Sun Shard). Edit them into your copy&apos;s cards or import your own file. In a game, a stand-in&apos;s name is starred ({0}).</source>
        <translation>A „pótlap” jelölésű lapokat az alkalmazás találta ki: csak 4 kincslap jelent meg szövegesen (Nyugodt Serleg, Harmónia Tekercse, Holdszilánk, Napszilánk). Írd át őket a saját dobozod lapjaira, vagy importáld a saját fájlodat. Játék közben a pótlap neve csillagot kap ({0}).</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>New card</source>
        <translation>Új lap</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Import treasure cards</source>
        <translation>Kincskártyák importálása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lairs treasures (*.json)</source>
        <translation>Lairs kincsek (*.json)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not imported: {0}</source>
        <translation>Nincs importálva: {0}</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Imported %n card(s) from {0}; Save keeps them.</source>
        <translation>
            <numerusform>%n lap importálva innen: {0}; a Mentés megtartja őket.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Saved %n card(s) and the die in {0}</source>
        <translation>
            <numerusform>%n lap és a dobókocka mentve ide: {0}</numerusform>
        </translation>
    </message>
    <message>
        <location line="-18"/>
        <source>your cards</source>
        <translation>a lapjaid</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+13"/>
        <source>Not saved: {0}</source>
        <translation>Nincs mentve: {0}</translation>
    </message>
</context>
<context>
    <name>BribeDialog</name>
    <message>
        <location filename="../../ui/intrige/bribe.py" line="+80"/>
        <source>Offer a bribe</source>
        <translation>Kenőpénz felajánlása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> ducats</source>
        <translation> dukát</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no wish</source>
        <translation>nincs kérés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the {0} suite</source>
        <translation>{0}-es lakosztály</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bribe</source>
        <translation>Kenőpénz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask for</source>
        <translation>Kérés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have {0} ducats. Bribes are at least 1,000, in steps of 1,000, paid at once and open to the table.</source>
        <translation>{0} dukátod van. A kenőpénz legalább 1000, ezres lépésekben, azonnal és nyíltan fizetendő.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have nothing left: offer 1,000 and the bank pays it.</source>
        <translation>Nem maradt pénzed: ajánlj 1000-et, a bank fizeti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Binding promises: if this applicant is admitted, they get the suite asked for (if still free).</source>
        <translation>Kötelező ígéretek: ha ezt a jelentkezőt befogadják, a kért lakosztályt kapja (ha még szabad).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A wish binds nobody: the landlord is free to place the applicant anywhere.</source>
        <translation>A kérés senkit sem köt: a kastélyúr bárhová elhelyezheti a jelentkezőt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Offer</source>
        <translation>Felajánlás</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not allowed: {0}.</source>
        <translation>Nem szabályos: {0}.</translation>
    </message>
</context>
<context>
    <name>BuilderConsoleWindow</name>
    <message>
        <location filename="../../ui/lairs/tabletop/console_window.py" line="+137"/>
        <source>&lt;h2&gt;Builder&apos;s console&lt;/h2&gt;&lt;p&gt;Load your own dungeon: it stays on your side of the screen. Then follow your opponent&apos;s announced moves.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Az Építő pultja&lt;/h2&gt;&lt;p&gt;Töltsd be a saját kazamatádat: a paravánod mögött marad. Aztán kövesd az ellenfeled bejelentett lépéseit.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open my dungeon…</source>
        <translation>Saját kazamata megnyitása…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use this sample</source>
        <translation>Ezt a mintát használom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build one in the editor…</source>
        <translation>Építs egyet a szerkesztőben…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. Creep east to E4 · Peer B3 · Hustle · Backtrack to C2 · Fight rolled 2+1</source>
        <translation>pl. creep east to E4 · peer B3 · hustle · backtrack to C2 · fight rolled 2+1 (angolul)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce</source>
        <translation>Bejelentés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their announcement</source>
        <translation>Az ő bejelentésük</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hustle</source>
        <translation>Iramodás</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop</source>
        <translation>Állj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Belép</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stay</source>
        <translation>Marad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open chest</source>
        <translation>Láda kinyitása</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Skip chest</source>
        <translation>Láda kihagyása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conserve</source>
        <translation>Tartalékolás</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End turn</source>
        <translation>Kör vége</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave</source>
        <translation>Kilép</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rolled </source>
        <translation>dobás: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no dice</source>
        <translation>nincs dobókocka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The total the explorer rolled (0 = no dice bought)</source>
        <translation>A felfedező dobásának összege (0 = nem vett dobókockát)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+398"/>
        <source>Fight / disarm</source>
        <translation>Harc / hatástalanítás</translation>
    </message>
    <message>
        <location line="-397"/>
        <source>Say to the explorer</source>
        <translation>Mondd a felfedezőnek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their map should show</source>
        <translation>Az ő térképükön ennek kell lennie</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open my &amp;dungeon…</source>
        <translation>Saját &amp;kazamata megnyitása…</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>&amp;Open console…</source>
        <translation>&amp;Pult megnyitása…</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Lairs Builder&apos;s console (*.json)</source>
        <translation>Lairs – az Építő pultja (*.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lairs dungeon (*.json)</source>
        <translation>Lairs kazamata (*.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lairs table sheet (*.json)</source>
        <translation>Lairs asztali lap (*.json)</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>&amp;Save console</source>
        <translation>Pult m&amp;entése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save console &amp;as…</source>
        <translation>Pult mentése m&amp;ásként…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Check their map sheet…</source>
        <translation>&amp;Térképlapjuk ellenőrzése…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>S&amp;zerkesztés</translation>
    </message>
    <message>
        <location line="+236"/>
        <source>Cannot use this dungeon</source>
        <translation>Ez a kazamata nem használható</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open your dungeon</source>
        <translation>A kazamatád megnyitása</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot open dungeon</source>
        <translation>A kazamata nem nyitható meg</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+16"/>
        <source>Their map sheet</source>
        <translation>Az ő térképlapjuk</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Cannot open sheet</source>
        <translation>A térképlap nem nyitható meg</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Their map agrees with everything they were told.</source>
        <translation>A térképük egyezik mindazzal, amit mondtál nekik.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open a console</source>
        <translation>Pult megnyitása</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save console</source>
        <translation>Pult mentése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open console</source>
        <translation>A pult nem nyitható meg</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot save console</source>
        <translation>A pult nem menthető</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No recent consoles</source>
        <translation>Nincs legutóbbi pult</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Builder&apos;s console</source>
        <translation>Az Építő pultja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} console</source>
        <translation>{0} – pult</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Not possible: {0}</source>
        <translation>Nem lehet: {0}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Nothing can be announced for {0} now</source>
        <translation>{0} most semmit sem jelenthet be</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Creep to {0}</source>
        <translation>Lopakodás ide: {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hustle to {0}</source>
        <translation>Iramodás ide: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peer into {0}</source>
        <translation>Kémlelés ide: {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Backtrack to {0}</source>
        <translation>Visszalépés ide: {0}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;p&gt;Nothing new to tell: they move their tracker.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Nincs új mondanivaló: ők lépik a jelzőjüket.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First turn</source>
        <translation>Első kör</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Explorer on {0} · turn {1}</source>
        <translation>Felfedező itt: {0} · {1}. kör</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hustle in progress: up to {0} more Creeps</source>
        <translation>Iramodás folyamatban: még legfeljebb {0} lopakodás</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>They may now: {0}</source>
        <translation>Most ezt tehetik: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>They have left the dungeon</source>
        <translation>Elhagyták a kazamatát</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Fight</source>
        <translation>Harc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disarm</source>
        <translation>Hatástalanítás</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Known ({0}):&lt;/b&gt; {1}</source>
        <translation>&lt;b&gt;Ismert ({0}):&lt;/b&gt; {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: shaded — {1}</source>
        <translation>{0}: besatírozva — {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: monster target written as {1}</source>
        <translation>{0}: a szörny célszáma {1}-ként felírva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Achievements: {0} chests opened, {1} monsters defeated, {2} traps disarmed</source>
        <translation>Teljesítmények: {0} kinyitott láda, {1} legyőzött szörny, {2} hatástalanított csapda</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tracker on {0}</source>
        <translation>Jelző itt: {0}</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <location filename="../../ui/lairs/compare_dialog.py" line="+119"/>
        <source>Compare dungeons</source>
        <translation>Kazamaták összehasonlítása</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Sample: {0}</source>
        <translation>Minta: {0}</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Open file…</source>
        <translation>Fájl megnyitása…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> runs per explorer</source>
        <translation> futás felfedezőnként</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+66"/>
        <location line="+6"/>
        <source>Compare</source>
        <translation>Összehasonlítás</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>Choose a dungeon to compare this one with.</source>
        <translation>Válassz egy kazamatát, amellyel ezt összeveted.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Compare with:</source>
        <translation>Összevetés ezzel:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Only dungeons that follow the build rules can be compared: {0}</source>
        <translation>Csak az építési szabályokat betartó kazamaták hasonlíthatók össze: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Compare to explore both.</source>
        <translation>Nyomd meg az Összehasonlítás gombot, és mindkettőt bejárják.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compare with</source>
        <translation>Összevetés ezzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lairs dungeon (*.json)</source>
        <translation>Lairs kazamata (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot open {0}: {1}</source>
        <translation>{0} nem nyitható meg: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File: {0}</source>
        <translation>Fájl: {0}</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+71"/>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>this dungeon</source>
        <translation>ez a kazamata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;About as hard&lt;/b&gt; ({0} and {1}).</source>
        <translation>&lt;b&gt;Nagyjából egyformán nehezek&lt;/b&gt; ({0} és {1}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;{0} is harder&lt;/b&gt; ({1} against {2}):</source>
        <translation>&lt;b&gt;{0} a nehezebb&lt;/b&gt; ({1}, szemben ezzel: {2}):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a typical explorer needs about {0} turns against {1}</source>
        <translation>egy átlagos felfedezőnek kb. {0} kör kell, szemben ezzel: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}% of the runs are not out within the budget against {1}%</source>
        <translation>a futások {0}%-a nem jut ki a keretből, szemben ezzel: {1}%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an achievement and out takes {0} steps against {1}</source>
        <translation>egy teljesítmény és a kijutás {0} lépés, szemben ezzel: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} hazards stand on every way to some goal against {1}</source>
        <translation>{0} veszély áll minden úton valamelyik célhoz, szemben ezzel: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>explorers suffer {0} strikes a run against {1}</source>
        <translation>a felfedezőket futásonként {0} támadás éri, szemben ezzel: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cubes are fatigued a run against {1}</source>
        <translation>futásonként {0} kocka merül ki, szemben ezzel: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a cell lies {0} steps from the Start on average against {1}</source>
        <translation>egy mező átlagosan {0} lépésre van a Bejárattól, szemben ezzel: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} dead ends against {1}</source>
        <translation>{0} zsákutca, szemben ezzel: {1}</translation>
    </message>
</context>
<context>
    <name>ConsoleHelp</name>
    <message>
        <location filename="../../ui/lairs/tabletop/console_help.py" line="+18"/>
        <source>&amp;Announcements</source>
        <translation>&amp;Bejelentések</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announcements</source>
        <translation>Bejelentések</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;Type what the explorer says, or click a cell:&lt;/p&gt;&lt;p&gt;&lt;b&gt;creep east to E4&lt;/b&gt; · &lt;b&gt;creep E4&lt;/b&gt; · &lt;b&gt;creep east&lt;/b&gt;&lt;br&gt;&lt;b&gt;hustle&lt;/b&gt;, then up to 3 &lt;b&gt;creep&lt;/b&gt;s, &lt;b&gt;stop&lt;/b&gt; · &lt;b&gt;hustle north to D4&lt;/b&gt;&lt;br&gt;&lt;b&gt;peer B3&lt;/b&gt;, then &lt;b&gt;enter&lt;/b&gt; or &lt;b&gt;stay&lt;/b&gt; · &lt;b&gt;backtrack to C2&lt;/b&gt;&lt;br&gt;&lt;b&gt;fight rolled 2+1+1&lt;/b&gt; · &lt;b&gt;disarm rolled 4&lt;/b&gt; · &lt;b&gt;fight with no dice&lt;/b&gt;&lt;br&gt;&lt;b&gt;open chest&lt;/b&gt; · &lt;b&gt;skip chest&lt;/b&gt; · &lt;b&gt;conserve&lt;/b&gt; · &lt;b&gt;end turn&lt;/b&gt; · &lt;b&gt;leave&lt;/b&gt;&lt;/p&gt;&lt;p&gt;The console follows their cubes as they pay (they never say which): an action their cubes cannot pay, or a roll their dice cannot make, is refused with the reason. The turn ends by itself when no cube is left.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Írd be, amit a felfedező mond, vagy kattints egy mezőre:&lt;/p&gt;&lt;p&gt;&lt;b&gt;creep east to E4&lt;/b&gt; · &lt;b&gt;creep E4&lt;/b&gt; · &lt;b&gt;creep east&lt;/b&gt;&lt;br&gt;&lt;b&gt;hustle&lt;/b&gt;, aztán legfeljebb 3 &lt;b&gt;creep&lt;/b&gt;, &lt;b&gt;stop&lt;/b&gt; · &lt;b&gt;hustle north to D4&lt;/b&gt;&lt;br&gt;&lt;b&gt;peer B3&lt;/b&gt;, aztán &lt;b&gt;enter&lt;/b&gt; vagy &lt;b&gt;stay&lt;/b&gt; · &lt;b&gt;backtrack to C2&lt;/b&gt;&lt;br&gt;&lt;b&gt;fight rolled 2+1+1&lt;/b&gt; · &lt;b&gt;disarm rolled 4&lt;/b&gt; · &lt;b&gt;fight with no dice&lt;/b&gt;&lt;br&gt;&lt;b&gt;open chest&lt;/b&gt; · &lt;b&gt;skip chest&lt;/b&gt; · &lt;b&gt;conserve&lt;/b&gt; · &lt;b&gt;end turn&lt;/b&gt; · &lt;b&gt;leave&lt;/b&gt;&lt;/p&gt;&lt;p&gt;(A parancsok angolul: creep = lopakodás, hustle = iramodás, peer = kémlelés, backtrack = visszalépés, fight = harc, disarm = hatástalanítás, conserve = tartalékolás, leave = kilépés.)&lt;/p&gt;&lt;p&gt;A pult követi a kockáikat, ahogy fizetnek (ők sosem mondják meg, melyikkel): ha egy akciót nem tudnak kifizetni a kockáikkal, vagy egy dobást nem dobhattak a dobókockáikkal, a pult indoklással elutasítja. A kör magától véget ér, ha nem maradt kocka.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>CoupActivities</name>
    <message>
        <location filename="../../ui/coup/__init__.py" line="+23"/>
        <source>Play</source>
        <translation>Játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot-seat and bots: 2–10 players with the Inquisitor and Reformation.</source>
        <translation>Egy gépen és gépi ellenfelekkel: 2–10 játékos, Inkvizítorral és Reformációval.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table tracker</source>
        <translation>Asztali követő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Track coins, claims and revealed cards of a game played with real cards.</source>
        <translation>Kövesd az érméket, az állításokat és a felfordított lapokat egy valódi lapokkal játszott játékban.</translation>
    </message>
</context>
<context>
    <name>CoupCard</name>
    <message>
        <location filename="../../ui/coup/card_art.py" line="+64"/>
        <source>Duke</source>
        <translation>Herceg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assassin</source>
        <translation>Orgyilkos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captain</source>
        <translation>Kapitány</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ambassador</source>
        <translation>Nagykövet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contessa</source>
        <translation>Grófnő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inquisitor</source>
        <translation>Inkvizítor</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tax: take 3 coins</source>
        <translation>Adó: vegyél el 3 érmét</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blocks Foreign Aid</source>
        <translation>Segélyt blokkol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay 3 coins: assassinate</source>
        <translation>Fizess 3 érmét: merénylet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steal 2 coins from a player</source>
        <translation>Lopj el 2 érmét egy játékostól</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <location line="+3"/>
        <source>Blocks stealing</source>
        <translation>Lopást blokkol</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Exchange: draw 2, return 2</source>
        <translation>Csere: húz 2-t, visszatesz 2-t</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocks assassination</source>
        <translation>Merényletet blokkol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange 1, or examine a card</source>
        <translation>Csere 1 lappal, vagy lapvizsgálat</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>No action</source>
        <translation>Nincs akció</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No block</source>
        <translation>Nincs blokkolás</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Face-down card</source>
        <translation>Lefordított lap</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} (your face-down card: only you see it)</source>
        <translation>{0} (a lefordított lapod: csak te látod)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (face up: influence lost)</source>
        <translation>{0} (felfordítva: elveszett befolyás)</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>yours</source>
        <translation>a tiéd</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>LOST</source>
        <translation>ELESETT</translation>
    </message>
</context>
<context>
    <name>CoupClaims</name>
    <message>
        <location filename="../../ui/coup/claims_panel.py" line="+62"/>
        <source>{0} claims {1}</source>
        <translation>{0} állítása: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing</source>
        <translation>semmi</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unseen (not face up, not yours):</source>
        <translation>Nem látott (nem felfordított, nem a tiéd):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unseen (not face up):</source>
        <translation>Nem látott (nem felfordított):</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Claims standing</source>
        <translation>Érvényben lévő állítások</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>exiled</source>
        <translation>száműzve</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no claim</source>
        <translation>nincs állítás</translation>
    </message>
</context>
<context>
    <name>CoupEnding</name>
    <message>
        <location filename="../../ui/coup/ending.py" line="+52"/>
        <source>lost a challenge</source>
        <translation>elveszített egy megkérdőjelezést</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>caught bluffing by {0}</source>
        <translation>{0} rajtakapta blöffön</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Coup by {0}</source>
        <translation>{0} puccsa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>assassinated by {0}</source>
        <translation>{0} meggyilkolta</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} is the last with influence after {1} turns, with {2} of 2 cards still face down.</source>
        <translation>{0} maradt utolsóként befolyással {1} kör után, 2 lapjából {2} még lefordítva.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Out: {0}.</source>
        <translation>Kiesett: {0}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0} never claimed a character.</source>
        <translation>{0} egyszer sem állított karaktert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}&apos;s one claim was true.</source>
        <translation>{0} egyetlen állítása igaz volt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every one of {0}&apos;s {1} claims was true.</source>
        <translation>{0} összes állítása ({1}) igaz volt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} bluffed {1} of {2} claims; {3} of the bluffs went unchallenged.</source>
        <translation>{0} {2} állításából {1} blöff volt; a blöffökből {3} megúszta a megkérdőjelezést.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0}&apos;s one challenge caught a bluff.</source>
        <translation>{0} egyetlen megkérdőjelezése blöffön kapott valakit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}&apos;s one challenge failed.</source>
        <translation>{0} egyetlen megkérdőjelezése nem jött be.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{0} won {1} of %n challenge(s).</source>
        <translation>
            <numerusform>{0} %n megkérdőjelezéséből {1} jött be.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>%n bluff(s)</source>
        <translation>
            <numerusform>%n blöff</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{0}, and it was true</source>
        <translation>{0}, és igaz volt</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>no bluff</source>
        <translation>nincs blöff</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} said they had no Duke</source>
        <translation>{0} azt mondta, nincs Hercege</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} blocked with the {1}</source>
        <translation>{0} {1}ként blokkolt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} claimed the {1}</source>
        <translation>{0} ezt állította: {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BLUFF, caught</source>
        <translation>BLÖFF, lebukott</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>BLUFF, never challenged</source>
        <translation>BLÖFF, sosem kérdőjelezték meg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Rematch</source>
        <translation>Visszavágó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same players and seats, a new deal</source>
        <translation>Ugyanazok a játékosok és helyek, új osztás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game…</source>
        <translation>Új játék…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every claim of the game, judged now that the cards are shown:</source>
        <translation>A játék minden állítása, most, hogy a lapok látszanak:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} wins!</source>
        <translation>{0} nyert!</translation>
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
        <translation>Érmék: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/coup/words.py" line="+32"/>
        <source>turn {0}</source>
        <translation>{0}. kör</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> and </source>
        <translation> és </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>nothing</source>
        <translation>semmi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Inquisitor</source>
        <translation>Inkvizítor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ambassador</source>
        <translation>Nagykövet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} pays 1 coin to the Treasury Reserve to change allegiance.</source>
        <translation>{0} 1 érmét fizet a kincstári tartalékba, és hűséget vált.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} takes Income (+1 coin).</source>
        <translation>{0} jövedelmet vesz fel (+1 érme).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} asks for Foreign Aid (+2 coins).</source>
        <translation>{0} külföldi segélyt kér (+2 érme).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} pays 7 coins and launches a Coup against {1}.</source>
        <translation>{0} 7 érmét fizet, és puccsot indít {1} ellen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Duke to collect Tax (+3 coins).</source>
        <translation>{0} Hercegként adót szed (+3 érme).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Assassin and pays 3 coins to assassinate {1}.</source>
        <translation>{0} Orgyilkosként 3 érmét fizet, hogy meggyilkolja: {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Captain to steal from {1}.</source>
        <translation>{0} Kapitányként lopni akar tőle: {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the {2} to exchange cards with the Court deck.</source>
        <translation>{0} {2}ként lapot cserél az udvari paklival.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Inquisitor to examine a card of {1}.</source>
        <translation>{0} Inkvizítorként megvizsgálja egy lapját: {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} pays 2 coins to the Treasury Reserve to convert {1}.</source>
        <translation>{0} 2 érmét fizet a kincstári tartalékba, hogy áttérítse: {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims to have no Duke and embezzles the Treasury Reserve.</source>
        <translation>{0} azt állítja, nincs Hercege, és elsikkasztja a kincstári tartalékot.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You keep {0} and return the rest to the Court deck.</source>
        <translation>Megtartod: {0}, a többit visszateszed az udvari pakliba.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} keeps {1} and returns the rest.</source>
        <translation>{0} megtartja: {1}, a többit visszateszi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} shows their hand ({1}): no Duke. The cards are shuffled back and replaced.</source>
        <translation>{0} megmutatja a kezét ({1}): nincs Herceg. A lapok visszakerülnek a pakliba, és újakat húz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} returns cards to the Court deck (unseen).</source>
        <translation>{0} lapokat tesz vissza az udvari pakliba (titokban).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} secretly shows a card to {1}.</source>
        <translation>{0} titokban megmutat egy lapot neki: {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} secretly keeps one card of their set.</source>
        <translation>{0} titokban megtart egy lapot a készletéből.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} forces the examined card to be exchanged.</source>
        <translation>{0} kicseréteti a megvizsgált lapot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} gives the examined card back.</source>
        <translation>{0} visszaadja a megvizsgált lapot.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} chooses {1}; allegiances alternate clockwise.</source>
        <translation>{0} ezt választja: {1}; a hűségek az óramutató járása szerint váltakoznak.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} lets it pass.</source>
        <translation>{0} elengedi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} challenges!</source>
        <translation>{0} megkérdőjelezi!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the {1} to block.</source>
        <translation>{0} {1}ként blokkol.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} reveals the {1}, shuffles it back and draws a new card.</source>
        <translation>{0} felfedi: {1}, visszakeveri, és új lapot húz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} loses an influence: the {1} is turned face up.</source>
        <translation>{0} elveszít egy befolyást: felfordítja ezt: {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} shows the {1} to the Inquisitor.</source>
        <translation>{0} megmutatja az Inkvizítornak: {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} keeps the {1} from their set.</source>
        <translation>{0} megtartja a készletéből: {1}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0} is challenged: show a hand without a Duke, or concede.</source>
        <translation>{0} megkérdőjelezték: mutass Herceg nélküli kezet, vagy add fel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} is challenged: reveal the {1}, or concede.</source>
        <translation>{0} megkérdőjelezték: fedd fel a lapot ({1}), vagy add fel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} has seen a card of {1}: give it back, or force an exchange.</source>
        <translation>{0} látta {1} egyik lapját: add vissza, vagy kényszeríts cserét.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}&apos;s turn: choose an action.</source>
        <translation>{0} következik: válassz akciót.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} loses an influence: choose the card to turn face up.</source>
        <translation>{0} elveszít egy befolyást: válaszd ki a felfordítandó lapot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} exchanges: choose the cards to keep.</source>
        <translation>{0} cserél: válaszd ki a megtartandó lapokat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is examined: choose a card to show.</source>
        <translation>{0} lapját vizsgálják: válassz egy lapot, amit megmutatsz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} chooses an allegiance.</source>
        <translation>{0} hűséget választ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} keeps one card of their set.</source>
        <translation>{0} megtart egy lapot a készletéből.</translation>
    </message>
</context>
<context>
    <name>CoupPrompt</name>
    <message>
        <location filename="../../ui/coup/prompt.py" line="+38"/>
        <location line="+70"/>
        <source>Inquisitor</source>
        <translation>Inkvizítor</translation>
    </message>
    <message>
        <location line="-70"/>
        <location line="+70"/>
        <source>Ambassador</source>
        <translation>Nagykövet</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Income (+1)</source>
        <translation>Jövedelem (+1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foreign Aid (+2)</source>
        <translation>Külföldi segély (+2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coup (pay 7)…</source>
        <translation>Puccs (7 érme)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tax — Duke (+3)</source>
        <translation>Adó — Herceg (+3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assassinate — Assassin (pay 3)…</source>
        <translation>Merénylet — Orgyilkos (−3)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steal — Captain…</source>
        <translation>Lopás — Kapitány…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange — {0}</source>
        <translation>Csere — {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Examine — Inquisitor…</source>
        <translation>Vizsgálat — Inkvizítor…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Convert myself (pay 1)</source>
        <translation>Áttérek (1 érme)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Convert a player (pay 2)…</source>
        <translation>Játékos áttérítése (2 érme)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embezzle — no Duke</source>
        <translation>Sikkasztás — nincs Herceg</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Concede: lose the {0}</source>
        <translation>Feladom ({0} elvész)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let it pass</source>
        <translation>Elengedem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge!</source>
        <translation>Kétlem!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Block with the {0}</source>
        <translation>Blokkolás {0}ként</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reveal the {0}</source>
        <translation>Felfedem: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reveal my whole hand (no Duke)</source>
        <translation>Felfedem az egész kezem (nincs Herceg)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lose the {0}</source>
        <translation>Elvesztem: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep {0}</source>
        <translation>Megtartom: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the {0}</source>
        <translation>Megmutatom: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Force an exchange</source>
        <translation>Csere kikényszerítése</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Give it back</source>
        <translation>Visszaadom</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep the {0}</source>
        <translation>Megtartom: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>you</source>
        <translation>te</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} claims the Duke to collect Tax (+3)</source>
        <translation>{0} Hercegként adót szed (+3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Assassin to assassinate {1}</source>
        <translation>{0} Orgyilkosként merényletet tervez (célpont: {1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Captain to steal from {1}</source>
        <translation>{0} Kapitányként lopni akar (célpont: {1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the {2} to exchange cards</source>
        <translation>{0} {2}ként lapot cserél</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Inquisitor to examine a card of {1}</source>
        <translation>{0} Inkvizítorként megvizsgálna egy lapot (célpont: {1})</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Your turn. With %n coin(s) you must Coup.</source>
        <translation>
            <numerusform>Te jössz. %n érmével puccsot kell indítanod.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your turn (%n coin(s)). Choose an action.</source>
        <translation>
            <numerusform>Te jössz (%n érme). Válassz akciót.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} claims to have no Duke to embezzle. Challenge?</source>
        <translation>{0} azt állítja, nincs Hercege, és sikkasztani akar. Megkérdőjelezed?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}. Challenge?</source>
        <translation>{0}. Megkérdőjelezed?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}. Block?</source>
        <translation>{0}. Blokkolod?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} asks for Foreign Aid. Block with a Duke?</source>
        <translation>{0} külföldi segélyt kér. Blokkolod Hercegként?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} claims the {1} to block {2} Foreign Aid.</source>
        <translation>{0} {1}ként blokkolja a külföldi segélyt ({2}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the {1} to block {2} steal.</source>
        <translation>{0} {1}ként blokkolja a lopást ({2}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the {1} to block {2} assassination.</source>
        <translation>{0} {1}ként blokkolja a merényletet ({2}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your</source>
        <translation>a te akciód</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0}&apos;s</source>
        <translation>{0} akciója</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} Challenge the block?</source>
        <translation>{0} Megkérdőjelezed a blokkolást?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} challenges: holding a Duke, you must concede. Which card do you turn face up?</source>
        <translation>{0} megkérdőjelez: van Herceged, fel kell adnod. Melyik lapodat fordítod fel?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} challenges: prove you have no Duke, or concede.</source>
        <translation>{0} megkérdőjelez: bizonyítsd, hogy nincs Herceged, vagy add fel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} challenges your {1}: you cannot reveal it. Which card do you turn face up?</source>
        <translation>{0} megkérdőjelezi ezt: {1}. Nem tudod felfedni. Melyik lapodat fordítod fel?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} challenges your {1}. Reveal it, or concede an influence.</source>
        <translation>{0} megkérdőjelezi ezt: {1}. Fedd fel, vagy veszíts egy befolyást.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep one card; the others go back.</source>
        <translation>Tarts meg egy lapot; a többi visszamegy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep two cards; the others go back.</source>
        <translation>Tarts meg két lapot; a többi visszamegy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange: you drew {0}. {1}</source>
        <translation>Csere: ezt húztad: {0}. {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} examines you: choose a card to show.</source>
        <translation>{0} megvizsgál téged: válaszd ki, melyik lapot mutatod meg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} shows you the {1}. Give it back or force an exchange?</source>
        <translation>{0} megmutatja neked: {1}. Visszaadod, vagy kikényszeríted a cserét?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose your allegiance; the others alternate clockwise.</source>
        <translation>Válaszd ki a hűségedet; a többiek az óramutató járása szerint váltakoznak.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep one card of your set; the rest leave the game.</source>
        <translation>Tarts meg egy lapot a készletedből; a többi kikerül a játékból.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which card do you turn face up?</source>
        <translation>Melyik lapodat fordítod fel?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} revealed the {1}: your challenge failed. {2}</source>
        <translation>{0} felfedte: {1}. A megkérdőjelezésed nem jött be. {2}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} launches a Coup against you. {1}</source>
        <translation>{0} puccsot indít ellened. {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} assassinates you. {1}</source>
        <translation>{0} merényletet követ el ellened. {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You lose an influence. {0}</source>
        <translation>Elveszítesz egy befolyást. {0}</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>{0}: choose the target (or click a seat).</source>
        <translation>{0}: válaszd ki a célpontot (vagy kattints egy helyre).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>← Back</source>
        <translation>← Vissza</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Key: {0}</source>
        <translation>Billentyű: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> or </source>
        <translation> vagy </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>P pass</source>
        <translation>P: elenged</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C challenge</source>
        <translation>C: megkérdőjelez</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B block</source>
        <translation>B: blokkol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Esc back</source>
        <translation>Esc: vissza</translation>
    </message>
</context>
<context>
    <name>CoupRefusal</name>
    <message>
        <location filename="../../companion/coup/explain.py" line="+33"/>
        <source>duke</source>
        <translation>herceg</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>assassin</source>
        <translation>orgyilkos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captain</source>
        <translation>kapitány</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ambassador</source>
        <translation>nagykövet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>contessa</source>
        <translation>grófnő</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>inquisitor</source>
        <translation>inkvizítor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>income</source>
        <translation>jövedelem</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>foreign aid</source>
        <translation>külföldi segély</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coup</source>
        <translation>puccs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>tax</source>
        <translation>adó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assassinate</source>
        <translation>merénylet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>steal</source>
        <translation>lopás</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>exchange</source>
        <translation>csere</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>examine</source>
        <translation>vizsgálat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>convert</source>
        <translation>áttérítés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>embezzle</source>
        <translation>sikkasztás</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pick</source>
        <translation>lapválasztás</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>allegiance</source>
        <translation>hűségválasztás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action</source>
        <translation>akció</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>challenge</source>
        <translation>megkérdőjelezés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block</source>
        <translation>blokkolás</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>block challenge</source>
        <translation>a blokkolás megkérdőjelezése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prove</source>
        <translation>bizonyítás</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lose</source>
        <translation>befolyásvesztés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show</source>
        <translation>megmutatás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verdict</source>
        <translation>döntés a megvizsgált lapról</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>over</source>
        <translation>vége</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>there is no such player in a {players}-player game</source>
        <translation>nincs ilyen játékos egy {players} fős játékban</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it is {player}&apos;s decision ({phase}), not {seat}&apos;s</source>
        <translation>most {player} dönt ({phase}), nem {seat}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} must answer the {phase} first</source>
        <translation>{player} előbb válaszoljon erre: {phase}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is the start of a turn: choose an action</source>
        <translation>a kör elején vagy: válassz akciót</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>there is no such action</source>
        <translation>nincs ilyen akció</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>there is no such character</source>
        <translation>nincs ilyen karakter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no such allegiance (loyalist or reformist)</source>
        <translation>nincs ilyen hűség (lojalista vagy reformista)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a player who starts the turn with 10 or more coins must Coup</source>
        <translation>aki 10 vagy több érmével kezdi a körét, annak puccsot kell indítania</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{kind} costs {cost} coins; {player} has {coins}</source>
        <translation>{kind}: ára {cost} érme; {player} érméi: {coins}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{kind} is part of the reformation variant</source>
        <translation>{kind}: a Reformáció változat része</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>examine needs the inquisitor variant</source>
        <translation>a vizsgálathoz az Inkvizítor változat kell</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>there is no such target</source>
        <translation>nincs ilyen célpont</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a player cannot target themselves</source>
        <translation>saját magát senki sem veheti célba</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} is exiled</source>
        <translation>{player} száműzve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>players of the same allegiance may not target each other</source>
        <translation>azonos hűségű játékosok nem vehetik célba egymást</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a challenge (pass or challenge)</source>
        <translation>megkérdőjelezés (elengedés vagy megkérdőjelezés)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a block (pass or block)</source>
        <translation>blokkolás (elengedés vagy blokkolás)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a challenge of the block (pass or challenge)</source>
        <translation>a blokkolás megkérdőjelezése (elengedés vagy megkérdőjelezés)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a challenge of their claim (reveal it or lose a card)</source>
        <translation>az állítása megkérdőjelezése (felfedés vagy egy lap elvesztése)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a lost influence (lose a face-down card)</source>
        <translation>befolyásvesztés (egy lefordított lap elvesztése)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an exchange (keep as many cards as before)</source>
        <translation>csere (ugyanannyi lap megtartása, mint előtte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an examine (show a face-down card)</source>
        <translation>vizsgálat (egy lefordított lap megmutatása)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an examined card (give back or force exchange)</source>
        <translation>megvizsgált lap (visszaadás vagy csere kikényszerítése)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the choice of allegiance</source>
        <translation>hűségválasztás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the two-player set-up (pick a card of the set)</source>
        <translation>kétszemélyes előkészület (egy lap választása a készletből)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{player} is answering {question}</source>
        <translation>{player} erre válaszol: {question}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a {character} cannot block {kind}</source>
        <translation>{character} karakterrel ez nem blokkolható: {kind}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>keep exactly as many cards as before, from your hand and the cards drawn</source>
        <translation>pontosan annyi lapot tarts meg, mint előtte, a kezedből és a húzott lapokból</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it does not answer the current question</source>
        <translation>ez nem válasz a mostani kérdésre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} has no face-down {character}</source>
        <translation>{player} kezében nincs lefordított {character}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{player} claimed to have no Duke: reveal the whole hand, or concede</source>
        <translation>{player} azt állította, nincs Hercege: fedje fel az egész kezét, vagy adja fel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} holds a Duke and must concede</source>
        <translation>{player} kezében van Herceg, fel kell adnia</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} claimed the {character}: reveal it, or concede</source>
        <translation>{player} ezt állította: {character}; fedje fel, vagy adja fel</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{player} has no coins: a Steal would take nothing</source>
        <translation>{player} játékosnak nincs érméje: a lopás semmit sem hozna</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the Treasury Reserve is empty: an Embezzle would take nothing</source>
        <translation>a kincstári tartalék üres: a sikkasztás semmit sem hozna</translation>
    </message>
</context>
<context>
    <name>CoupResponses</name>
    <message>
        <location filename="../../ui/coup/responses.py" line="+61"/>
        <source>{0} Does anyone challenge the block?</source>
        <translation>{0} Megkérdőjelezi valaki a blokkolást?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} Does anyone challenge?</source>
        <translation>{0} Megkérdőjelezi valaki?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} Does anyone block it with a Duke?</source>
        <translation>{0} Blokkolja valaki Hercegként?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} Does {1} block it?</source>
        <translation>{0} Blokkolja {1}?</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>{0}: lets it pass</source>
        <translation>{0}: elengedi</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Answer for yourselves: no cards are shown. Enter: nobody.</source>
        <translation>Mindenki maga válaszol: lapot senki sem mutat. Enter: senki.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>a bot: answers when asked</source>
        <translation>gép: kérdésre válaszol</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No cards are shown. Enter: {0} lets it pass.</source>
        <translation>Egy lap sem látszik. Enter: {0} elengedi.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Blocks with the {0}</source>
        <translation>{0}ként blokkol</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Nobody blocks</source>
        <translation>Senki sem blokkol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody challenges</source>
        <translation>Senki sem kérdőjelez meg</translation>
    </message>
</context>
<context>
    <name>CoupStory</name>
    <message>
        <location filename="../../ui/coup/story.py" line="+28"/>
        <source>Foreign Aid</source>
        <translation>Külföldi segély</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tax</source>
        <translation>Adó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assassination</source>
        <translation>merénylet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>steal</source>
        <translation>lopás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exchange</source>
        <translation>csere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>examination</source>
        <translation>vizsgálat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>embezzlement</source>
        <translation>sikkasztás</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Foreign Aid is blocked.</source>
        <translation>A külföldi segélyt blokkolták.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The steal is blocked.</source>
        <translation>A lopást blokkolták.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The assassination is blocked.</source>
        <translation>A merényletet blokkolták.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The action is blocked.</source>
        <translation>Az akciót blokkolták.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Turn {0} · {1}</source>
        <translation>{0}. kör · {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set-up</source>
        <translation>Előkészület</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The challenge failed: {0} had the {1}.</source>
        <translation>A megkérdőjelezés nem jött be: {0} lapja tényleg {1} volt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenge failed: {0} had no Duke.</source>
        <translation>A megkérdőjelezés nem jött be: {0} kezében nem volt Herceg.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The challenge succeeded: {0} did not show the {1}, so the block fails.</source>
        <translation>A megkérdőjelezés bejött: {0} nem mutatta fel ezt: {1}, így a blokkolás meghiúsul.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The challenge succeeded: the embezzlement fails.</source>
        <translation>A megkérdőjelezés bejött: a sikkasztás meghiúsul.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The challenge succeeded: {0} did not show the {1}, so the {2} fails.</source>
        <translation>A megkérdőjelezés bejött: {0} nem mutatta fel ezt: {1}, így meghiúsul: {2}.</translation>
    </message>
</context>
<context>
    <name>CoupTable</name>
    <message>
        <location filename="../../ui/coup/scene.py" line="+73"/>
        <source>Loyalist</source>
        <translation>Lojalista</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reformist</source>
        <translation>Reformista</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Challenge!</source>
        <translation>Kétlem!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blocks: {0}</source>
        <translation>Blokkol: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No Duke!</source>
        <translation>Nincs Herceg!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foreign Aid (+2)</source>
        <translation>Külföldi segély (+2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am the {0}</source>
        <translation>Én vagyok: {0}</translation>
    </message>
    <message numerus="yes">
        <location line="+79"/>
        <source>{0}: %n coin(s)</source>
        <translation>
            <numerusform>{0}: %n érme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+110"/>
        <source>Court deck: %n card(s)</source>
        <translation>
            <numerusform>Udvari pakli: %n lap</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>Treasury: %n coin(s)</source>
        <translation>
            <numerusform>Kincstár: %n érme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Treasury Reserve: %n coin(s)</source>
        <translation>
            <numerusform>Kincstári tartalék: %n érme</numerusform>
        </translation>
    </message>
    <message>
        <location line="-108"/>
        <source>exiled</source>
        <translation>száműzve</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0} (exiled)</source>
        <translation>{0} (száműzve)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>target</source>
        <translation>célpont</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Court deck: {0}</source>
        <translation>Udvari pakli: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Treasury: {0}</source>
        <translation>Kincstár: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reserve</source>
        <translation>Tartalék</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Drawn from the Court deck</source>
        <translation>Az udvari pakliból húzva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shown to you only</source>
        <translation>Csak neked megmutatva</translation>
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
        <translation>Passzok mutatása</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>The game is over after %n turn(s).</source>
        <translation>
            <numerusform>A játék %n kör után véget ért.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Everyone at the table: answer below.</source>
        <translation>Mindenki az asztalnál: válaszoljatok lent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <source>Waiting for {0}…</source>
        <translation>Várakozás: {0}…</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Your decision, {0}.</source>
        <translation>Te döntesz, {0}.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>thinking…</source>
        <translation>gondolkodik…</translation>
    </message>
</context>
<context>
    <name>CoupTracker</name>
    <message>
        <location filename="../../ui/coup/tracker_words.py" line="+19"/>
        <source>tax</source>
        <translation>adó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assassinate</source>
        <translation>merénylet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>steal</source>
        <translation>lopás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exchange</source>
        <translation>csere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>examine</source>
        <translation>vizsgálat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block foreign aid</source>
        <translation>külföldi segély blokkolása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block steal</source>
        <translation>lopás blokkolása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block assassination</source>
        <translation>merénylet blokkolása</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} claims {1} ({2})</source>
        <translation>{0} állítása: {1} ({2})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the claim stood</source>
        <translation>az állítás igaz volt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>caught bluffing</source>
        <translation>blöffön kapták</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pending</source>
        <translation>függőben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}; challenged by {1}: {2}</source>
        <translation>{0}; megkérdőjelezte: {1}: {2}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Foreign Aid by {0} may be blocked (Duke) by {1}.</source>
        <translation>{0} külföldi segélyét blokkolhatja (Herceg): {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the target may block a Steal (Captain or {0}) or an Assassination (Contessa); anyone may challenge any claim.</source>
        <translation>Lopást (Kapitány vagy {0}) és merényletet (Grófnő) csak a célpont blokkolhat; bármely állítást bárki megkérdőjelezhet.</translation>
    </message>
    <message>
        <location filename="../../companion/coup/tracker.py" line="+82"/>
        <source>coup is played by 2–{most} players, not {players}</source>
        <translation>a Coupot 2–{most} játékos játssza, nem {players}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>every player needs a distinct, non-empty name</source>
        <translation>minden játékosnak külön, nem üres név kell</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>the Treasury holds only {coins} coins</source>
        <translation>a kincstárban csak {coins} érme van</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the Treasury Reserve is part of the reformation variant</source>
        <translation>a kincstári tartalék a Reformáció változat része</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Embezzle is part of the reformation variant</source>
        <translation>a sikkasztás a Reformáció változat része</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>allegiances are part of the reformation variant</source>
        <translation>a hűségek a Reformáció változat részei</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{player} is already exiled</source>
        <translation>{player} már száműzve van</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>every {character} is already face up</source>
        <translation>már minden {character} felfordítva</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>there is no claim to challenge</source>
        <translation>nincs megkérdőjelezhető állítás</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>players cannot challenge their own claim</source>
        <translation>a saját állítását senki sem kérdőjelezheti meg</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the game is over</source>
        <translation>a játéknak vége</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>there is no player {player}</source>
        <translation>nincs ilyen játékos: {player}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} is exiled</source>
        <translation>{player} száműzve</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} has only {coins} coins</source>
        <translation>{player} érméi: csak {coins}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{character} is not in this game</source>
        <translation>{character} nincs ebben a játékban</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Duke</source>
        <translation>Herceg</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Assassin</source>
        <translation>Orgyilkos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captain</source>
        <translation>Kapitány</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/coup/tracker_words.py" line="+2"/>
        <source>Inquisitor</source>
        <translation>Inkvizítor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contessa</source>
        <translation>Grófnő</translation>
    </message>
    <message>
        <location line="-1"/>
        <location filename="../../ui/coup/tracker_words.py" line="+0"/>
        <source>Ambassador</source>
        <translation>Nagykövet</translation>
    </message>
    <message>
        <location filename="../../ui/coup/tracker_words.py" line="+2"/>
        <source>{0} ({1}) may only target players of the other allegiance.</source>
        <translation>{0} ({1}) csak a másik hűségű játékosokat veheti célba.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is the last player with influence and wins.</source>
        <translation>{0} maradt utolsóként befolyással, és nyert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} starts the turn with {1} coins and must Coup.</source>
        <translation>{0} {1} érmével kezdi a kört, puccsot kell indítania.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} can afford a Coup (7 coins).</source>
        <translation>{0} megengedheti magának a puccsot (7 érme).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone shares one allegiance: anyone may be targeted.</source>
        <translation>Mindenki egy oldalon áll: bárki célba vehető.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} has {1} coins: must Coup on their turn.</source>
        <translation>{0} érméi: {1}, a körében puccsot kell indítania.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals are allowed but never binding; nobody may show their cards to others or give or lend coins.</source>
        <translation>Az egyezség megengedett, de sosem kötelező; senki sem mutathatja meg a lapjait másnak, és érmét sem adhat vagy kölcsönözhet.</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../ui/lairs/explorer/decision_panel.py" line="+52"/>
        <source>Decision</source>
        <translation>Döntés</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Score these face-up</source>
        <translation>Ezek felfordítva számítanak</translation>
    </message>
</context>
<context>
    <name>DifficultyDialog</name>
    <message>
        <location filename="../../ui/lairs/explorer/difficulty_dialog.py" line="+250"/>
        <source>Dungeon difficulty</source>
        <translation>A kazamata nehézsége</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Three explorers go in alone, again and again, each with other dice and treasure decks: &lt;b&gt;careful&lt;/b&gt;, &lt;b&gt;greedy&lt;/b&gt; and a &lt;b&gt;beginner&lt;/b&gt; who makes mistakes. Runs stop at {0} turns.</source>
        <translation>Három felfedező megy be egyedül, újra és újra, mindig más dobókockákkal és kincspaklival: egy &lt;b&gt;óvatos&lt;/b&gt;, egy &lt;b&gt;mohó&lt;/b&gt; és egy hibázó &lt;b&gt;kezdő&lt;/b&gt;. A futások {0} körnél leállnak.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source> runs per explorer</source>
        <translation> futás felfedezőnként</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seed </source>
        <translation>mag: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>and the search bot</source>
        <translation>és a kereső gép</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ismcts explorer goes in too: slower, shown beside the others, not counted in the score</source>
        <translation>Az ismcts felfedező is bemegy: lassabb, a többiek mellett látszik, a pontszámba nem számít bele</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+41"/>
        <location line="+4"/>
        <location line="+5"/>
        <source>Run</source>
        <translation>Futtatás</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>&lt;b&gt;Turns to exit&lt;/b&gt; (box: middle half of the runs, white bar: median; dashed: the {0}-turn budget)</source>
        <translation>&lt;b&gt;Körök a kijutásig&lt;/b&gt; (doboz: a futások középső fele, fehér vonal: medián; szaggatott: a keret, {0} kör)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Only a dungeon that follows the build rules can be explored: {0}</source>
        <translation>Csak az építési szabályokat betartó kazamata járható be: {0}</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+31"/>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not run: {0}</source>
        <translation>Nem futott le: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled.</source>
        <translation>Megszakítva.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Harder than &lt;b&gt;{0}&lt;/b&gt; of generated dungeons. A typical explorer needs about &lt;b&gt;{1:.0f} turns&lt;/b&gt;; {2} get out within {3}.</source>
        <translation>Nehezebb, mint a generált kazamaták &lt;b&gt;{0}-a&lt;/b&gt;. Egy átlagos felfedezőnek kb. &lt;b&gt;{1:.0f} kör&lt;/b&gt; kell; {2} kijut {3} körön belül.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;br&gt;&lt;i&gt;Your box could not be read, so the shipped cards and die were used: {0}&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;A dobozod nem olvasható, ezért a gyári lapokkal és dobókockával futott: {0}&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Layout:&lt;/b&gt; {0} steps to an achievement and out; hazards on every way to a goal: {1}; {2} dead ends.</source>
        <translation>&lt;b&gt;Elrendezés:&lt;/b&gt; {0} lépés egy teljesítményig és ki; veszélyek minden úton egy célhoz: {1}; {2} zsákutca.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0}× {1}</source>
        <translation>{0}× {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;{0}&lt;/b&gt;: {1} strikes, {2} cubes fatigued a run; left with {3}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;: futásonként {1} támadás, {2} kimerült kocka; végeredmény: {3}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;i&gt;Red on the board: cubes fatigued there per run.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Piros a táblán: futásonként ott kimerült kockák.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>DocumentWindow</name>
    <message>
        <location filename="../../ui/shell/document.py" line="+97"/>
        <source>Save the changes to “{0}”?</source>
        <translation>Mented a módosításokat ebben: „{0}”?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the changes to these {0} documents?</source>
        <translation>Mented ezeknek a dokumentumoknak ({0} db) a módosításait?</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>&amp;New</source>
        <translation>Ú&amp;j</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Megnyitás…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>M&amp;entés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Mentés m&amp;ásként…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Bezárás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>Leg&amp;utóbbiak</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Redo</source>
        <translation>Ú&amp;jra</translation>
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
        <translation>Az automatikus mentés nem sikerült: {0}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Unsaved changes</source>
        <translation>Mentetlen módosítások</translation>
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
        <translation>Mentve: {0}</translation>
    </message>
</context>
<context>
    <name>DungeonEditorWindow</name>
    <message>
        <location filename="../../ui/lairs/editor_window.py" line="+154"/>
        <source>Dungeon name</source>
        <translation>A kazamata neve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Name&lt;/b&gt;</source>
        <translation>&lt;b&gt;Név&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Lairs dungeon (*.json)</source>
        <translation>Lairs kazamata (*.json)</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Export as &amp;PNG…</source>
        <translation>Exportálás &amp;PNG-be…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export printable P&amp;DF…</source>
        <translation>Nyomtatható P&amp;DF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>S&amp;zerkesztés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Generate Dungeon…</source>
        <translation>Kazamata &amp;generálása…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Difficulty Report…</source>
        <translation>&amp;Nehézségi jelentés…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Compare with…</source>
        <translation>Össze&amp;hasonlítás…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dungeon</source>
        <translation>Kazamata</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>&amp;Keyboard and Mouse</source>
        <translation>Billentyűzet és &amp;egér</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Tools</source>
        <translation>&amp;Eszközök</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Remove wall {0}</source>
        <translation>Fal eltávolítása: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All {0} walls are on the board; remove one first.</source>
        <translation>Már minden fal ({0}) a táblán van; előbb vegyél le egyet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add wall {0}</source>
        <translation>Fal hozzáadása: {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0} already holds a feature; remove it first.</source>
        <translation>Ezen a mezőn már van elem: {0}; előbb vedd le.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No {0} left to place.</source>
        <translation>Nincs több lerakható: {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place {0} on {1}</source>
        <translation>Lerakás: {0} ide: {1}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0} already holds a feature.</source>
        <translation>Ezen a mezőn már van elem: {0}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move {0} to {1}</source>
        <translation>Áthelyezés: {0} ide: {1}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Remove {0} from {1}</source>
        <translation>Eltávolítás: {0} innen: {1}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rename dungeon</source>
        <translation>Kazamata átnevezése</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+12"/>
        <source>Generate (seed {0})</source>
        <translation>Generálás (mag: {0})</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Generated with seed {0}</source>
        <translation>Generálva, mag: {0}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Generate Dungeon</source>
        <translation>Kazamata generálása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace the dungeon on the board with the generated one? (Edit → Undo brings it back.)</source>
        <translation>Lecseréled a táblán lévő kazamatát a generáltra? (Szerkesztés → Visszavonás visszahozza.)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{0}: no legal path ({1})</source>
        <translation>{0}: nincs szabályos út ({1})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open dungeon</source>
        <translation>Kazamata megnyitása</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save dungeon</source>
        <translation>Kazamata mentése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open dungeon</source>
        <translation>A kazamata nem nyitható meg</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot save dungeon</source>
        <translation>A kazamata nem menthető</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No recent dungeons</source>
        <translation>Nincs legutóbbi kazamata</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>untitled</source>
        <translation>névtelen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lairs dungeon editor</source>
        <translation>Lairs kazamataszerkesztő</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Export as PNG</source>
        <translation>Exportálás PNG-be</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export printable PDF</source>
        <translation>Nyomtatható PDF exportálása</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Exported {0}</source>
        <translation>Exportálva: {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Red on the board: where explorers got hurt (cubes fatigued per run); the next edit clears it</source>
        <translation>Piros a táblán: ahol a felfedezők megsérültek (futásonként kimerült kockák); a következő szerkesztés törli</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Keyboard and mouse</source>
        <translation>Billentyűzet és egér</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Mouse&lt;/b&gt;: click between two cells to add or remove a wall; click an empty cell to place the palette&apos;s feature; drag a feature to move it; right-click removes it; click a chest or the exit to see its legal path.&lt;br&gt;&lt;b&gt;Keyboard&lt;/b&gt;: arrows move the cursor; Shift+arrow toggles the wall on that side; Ctrl+arrow moves the feature; S, X, C, M, T place start, exit, chest, monster, trap; Enter places or selects; Delete removes.</source>
        <translation>&lt;b&gt;Egér&lt;/b&gt;: kattints két mező közé fal lerakásához vagy levételéhez; kattints egy üres mezőre a palettán kiválasztott elem lerakásához; húzással áthelyezed az elemet; jobb kattintással leveszed; egy ládára vagy a kijáratra kattintva látod a szabályos útját.&lt;br&gt;&lt;b&gt;Billentyűzet&lt;/b&gt;: a nyilak mozgatják a kurzort; Shift+nyíl ki-be kapcsolja a falat azon az oldalon; Ctrl+nyíl mozgatja az elemet; S, X, C, M, T lerakja a bejáratot, kijáratot, ládát, szörnyet, csapdát; Enter lerak vagy kijelöl; Delete töröl.</translation>
    </message>
</context>
<context>
    <name>EndingPage</name>
    <message>
        <location filename="../../ui/lairs/explorer/ending.py" line="+89"/>
        <source>&amp;Rematch</source>
        <translation>&amp;Visszavágó</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players again, with a new seed</source>
        <translation>Ugyanazok a játékosok újra, új maggal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{0} wins! ({1} VP)</source>
        <translation>{0} nyert! ({1} GyP)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A draw ({0} VP).</source>
        <translation>Döntetlen ({0} GyP).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;{0}&apos;s dungeon&lt;/b&gt; — {1}&apos;s path: {2} moves, {3} of 36 cells learned</source>
        <translation>&lt;b&gt;{0} kazamatája&lt;/b&gt; — {1} útja: {2} lépés, a 36 mezőből {3} ismert</translation>
    </message>
</context>
<context>
    <name>EnergyMatWidget</name>
    <message>
        <location filename="../../ui/lairs/explorer/energy_mat.py" line="+136"/>
        <source>Basic</source>
        <translation>Alap</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pays &quot;any&quot;</source>
        <translation>„bármely” fizetésére</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quickness</source>
        <translation>Fürgeség</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hustle, Backtrack</source>
        <translation>Iramodás, Visszalépés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Perception</source>
        <translation>Észlelés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Peer</source>
        <translation>Kémlelés</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Conserved: saved by Conserve; spending one makes it Fresh, so it can be spent again this turn</source>
        <translation>Tartalékolt: Tartalékolással félretéve; elköltve Friss lesz, így ebben a körben újra elkölthető</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fresh: ready to spend this turn</source>
        <translation>Friss: ebben a körben elkölthető</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spent: Fresh again at the start of your next turn</source>
        <translation>Elhasznált: a következő köröd elején újra Friss</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fatigued (by a monster or trap): Spent at your next turn, Fresh the turn after</source>
        <translation>Kimerült (szörny vagy csapda miatt): a következő körödben Elhasznált, az utána következőben Friss</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Conserved</source>
        <translation>Tartalékolt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fresh</source>
        <translation>Friss</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spent</source>
        <translation>Elhasznált</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fatigued</source>
        <translation>Kimerült</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>{0} cube, {1} ({2}).
{3}</source>
        <translation>{0} kocka, {1} ({2}).
{3}</translation>
    </message>
</context>
<context>
    <name>FeaturePalette</name>
    <message>
        <location filename="../../ui/lairs/palette.py" line="+74"/>
        <source>Start</source>
        <translation>Bejárat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exit</source>
        <translation>Kijárat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chest</source>
        <translation>Láda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Monster</source>
        <translation>Szörny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trap</source>
        <translation>Csapda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Place&lt;/b&gt;</source>
        <translation>&lt;b&gt;Lerakás&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click an empty cell to place a {0} (key {1})</source>
        <translation>Kattints egy üres mezőre, és lerakod: {0} (billentyű: {1})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Walls&lt;/b&gt;</source>
        <translation>&lt;b&gt;Falak&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click between two cells to add or remove a wall.</source>
        <translation>Kattints két mező közé fal lerakásához vagy levételéhez.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{0}  ({1} left)</source>
        <translation>{0}  (maradt {1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}  ({1} too many)</source>
        <translation>{0}  ({1} túl sok)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} placed, {1} left of {2}</source>
        <translation>{0} lerakva, {1} maradt (összesen {2})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} placed, {1} too many (at most {2})</source>
        <translation>{0} lerakva, {1} túl sok (legfeljebb {2})</translation>
    </message>
</context>
<context>
    <name>FullScreenAction</name>
    <message>
        <location filename="../../ui/shell/table_display.py" line="+55"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Teljes képernyő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the table on the whole screen (F11; Esc leaves it)</source>
        <translation>Az asztal a teljes képernyőn (F11; Esc-kel vissza)</translation>
    </message>
</context>
<context>
    <name>GameMenu</name>
    <message>
        <location filename="../../ui/shell/game_menu.py" line="+90"/>
        <source>&amp;Game</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save Game &amp;Record…</source>
        <translation>Játék&amp;felvétel mentése…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep this game as a record file: replay it with `companion GAME replay`, or open it to play on</source>
        <translation>A játék megtartása felvételfájlként: visszajátszhatod a `companion GAME replay` paranccsal, vagy megnyithatod és folytathatod</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+110"/>
        <source>&amp;Watch Replay</source>
        <translation>&amp;Visszajátszás</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>Step back through this game so far, in a window of its own</source>
        <translation>Lépkedj vissza az eddigi játékban, külön ablakban</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <translation>&amp;Bezárás</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Take back</source>
        <translation>Visszavétel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} asks to take back their last decision. {1}: do you all agree?</source>
        <translation>{0} vissza szeretné venni az utolsó döntését. {1}: mindannyian beleegyeztek?</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Save Game Record</source>
        <translation>Játékfelvétel mentése</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game records (*.json)</source>
        <translation>Játékfelvételek (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot save game record</source>
        <translation>A játékfelvétel nem menthető</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Step through the whole game again, as the table or any player saw it, in a window of its own</source>
        <translation>Lépkedj végig újra az egész játszmán, ahogy az asztal vagy bármelyik játékos látta, külön ablakban</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save Game Record…</source>
        <translation>Játszma&amp;jegyzőkönyv mentése…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep this game as a record file of your own: watch it again or replay it with `companion GAME replay`</source>
        <translation>Tartsd meg ezt a játszmát saját jegyzőkönyvfájlként: nézd meg újra, vagy játszd vissza a `companion GAME replay` paranccsal</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <location filename="../../ui/shell/game_over.py" line="+36"/>
        <source>New game…</source>
        <translation>Új játék…</translation>
    </message>
</context>
<context>
    <name>GameSetupDialog</name>
    <message>
        <location filename="../../ui/lairs/explorer/setup_dialog.py" line="+258"/>
        <source>New Lairs game</source>
        <translation>Új Lairs-játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dungeons</source>
        <translation>Kazamaták</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Treasure cards from my box (%n card(s))</source>
        <translation>
            <numerusform>Kincskártyák a dobozomból (%n lap)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start</source>
        <translation>Indítás</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Host game</source>
        <translation>Asztal nyitása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At a network table the table deals both dungeons at random: neither player knows the other&apos;s.</source>
        <translation>Hálózati asztalnál az asztal véletlenszerűen osztja ki mindkét kazamatát: egyik játékos sem ismeri a másikét.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player explores the other player&apos;s dungeon. A dungeon chosen here is the one its player built.</source>
        <translation>Mindenki a másik játékos kazamatáját fedezi fel. Az itt választott kazamata az, amelyet a játékosa épített.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First explorer:</source>
        <translation>Első felfedező:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advanced</source>
        <translation>Haladó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>Mag:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basic die faces:</source>
        <translation>Alap dobókocka lapjai:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{0} built:</source>
        <translation>{0} építette:</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <location filename="../../ui/lairs/generate_dialog.py" line="+62"/>
        <source>Generate dungeon</source>
        <translation>Kazamata generálása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed (and difficulty) always gives the same dungeon.</source>
        <translation>Ugyanaz a mag (és nehézség) mindig ugyanazt a kazamatát adja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any</source>
        <translation>bármilyen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A valid dungeon from the seed; with a difficulty, one whose short difficulty report lands in that band.</source>
        <translation>Szabályos kazamata a magból; nehézséggel olyan, amelynek rövid nehézségi jelentése abba a sávba esik.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Seed:</source>
        <translation>Mag:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>Nehézség:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a {0} dungeon…</source>
        <translation>Kazamata keresése ({0})…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Generated with seed {0}</source>
        <translation>Generálva, mag: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generated a {0} dungeon with seed {1} (short report: {2:.0f})</source>
        <translation>Generálva: {0} kazamata, mag: {1} (rövid jelentés: {2:.0f})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No {0} dungeon found for seed {1}; this is the nearest (short report: {2:.0f})</source>
        <translation>Nincs {0} kazamata ehhez a maghoz: {1}; ez a legközelebbi (rövid jelentés: {2:.0f})</translation>
    </message>
</context>
<context>
    <name>GuideAction</name>
    <message>
        <location filename="../../ui/shell/guides.py" line="+326"/>
        <source>{0} &amp;Rules Guide</source>
        <translation>{0} – szabály&amp;kalauz</translation>
    </message>
</context>
<context>
    <name>GuideWindow</name>
    <message>
        <location line="-108"/>
        <source>Rules guides</source>
        <translation>Szabálykalauzok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game&apos;s guide: click a section to go there</source>
        <translation>Minden játék kalauza: kattints egy fejezetre, és odaugrasz</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <location filename="../../ui/shell/handover.py" line="+155"/>
        <source>Pass the device to {0}</source>
        <translation>Add át az eszközt: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone else, please look away: {0}&apos;s secrets come next.</source>
        <translation>Mindenki más nézzen félre: most {0} titkai következnek.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Since your last move:</source>
        <translation>Az utolsó lépésed óta:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am {0} — show my screen</source>
        <translation>Én vagyok {0} — mutasd a képernyőmet</translation>
    </message>
</context>
<context>
    <name>HandTurnChoice</name>
    <message>
        <location filename="../../ui/scout/hand_turn.py" line="+37"/>
        <source>strongest set: {0}</source>
        <translation>legerősebb kombináció: {0}</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Before the round&apos;s first turn you may turn your whole hand around once: every card shows its other number and the order reverses. Cards can never be reordered, so look for long runs and groups.</source>
        <translation>A forduló első köre előtt egyszer megfordíthatod az egész kezed: minden lap a másik számát mutatja, és a sorrend megfordul. A lapokat sosem rendezheted át, ezért hosszú sorokat és csoportokat keress.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep this hand</source>
        <translation>Ezt a kezet tartom meg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the hand around</source>
        <translation>Megfordítom a kezem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;As dealt&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ahogy kiosztották&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Turned around&lt;/b&gt;</source>
        <translation>&lt;b&gt;Megfordítva&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys: Enter keeps this hand, T turns it around</source>
        <translation>Billentyűk: Enter megtartja ezt a kezet, T megfordítja</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round {0} of {1}: keep your hand, or turn it around?</source>
        <translation>{0}/{1}. forduló: megtartod a kezed, vagy megfordítod?</translation>
    </message>
</context>
<context>
    <name>HazardNames</name>
    <message>
        <location filename="../../companion/lairs/hazards.py" line="+33"/>
        <source>Hungry Blob</source>
        <translation>Éhes Trutyi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Greased Pit</source>
        <translation>Zsíros Verem</translation>
    </message>
</context>
<context>
    <name>HeatOverlay</name>
    <message>
        <location filename="../../ui/lairs/heat_map.py" line="+82"/>
        <source>{0}: {1} strikes and {2} cubes fatigued a run</source>
        <translation>{0}: futásonként {1} támadás és {2} kimerült kocka</translation>
    </message>
</context>
<context>
    <name>IntrigeActivities</name>
    <message>
        <location filename="../../ui/intrige/__init__.py" line="+21"/>
        <source>Play</source>
        <translation>Játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot-seat and bots: 3–5 players bribe their way into each other&apos;s castles.</source>
        <translation>Egy gépen és gépi ellenfelekkel: 3–5 játékos kenőpénzzel jut be egymás kastélyaiba.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Landlord&apos;s helper</source>
        <translation>A kastélyúr segédje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table with the real box: income, conflicts, bribe order and what is allowed; each player&apos;s money kept private.</source>
        <translation>Az asztalnál, a valódi dobozzal: járandóság, konfliktusok, a kenőpénzek sorrendje és hogy mi szabályos; mindenki pénze titokban marad.</translation>
    </message>
</context>
<context>
    <name>IntrigeHelper</name>
    <message>
        <location filename="../../ui/intrige/landlord_helper.py" line="+160"/>
        <source>What now</source>
        <translation>Mi következik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record, round by round</source>
        <translation>Jegyzőkönyv, körről körre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show my money:</source>
        <translation>Pénzem mutatása:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only {0} should look: the screen is handed over first</source>
        <translation>Csak {0} nézzen ide: előbb átadjuk a képernyőt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count everyone&apos;s money</source>
        <translation>Mindenki pénzének összeszámolása</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Scholars move only into the landlord&apos;s castle ({0}&apos;s) during their turn.</source>
        <translation>A tudósok csak a kastélyúr ({0}) kastélyába költözhetnek, az ő lépésében.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>First pick one of {0}&apos;s scholars beside their castle.</source>
        <translation>Előbb válassz egyet {0} tudósai közül a kastélya mellől.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Everyone else, please look away: {0}&apos;s money comes next.</source>
        <translation>Mindenki más nézzen félre: most {0} pénze következik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am {0} — show my money</source>
        <translation>Én vagyok {0} — mutasd a pénzemet</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Final count: {0}. The richest: {1}.</source>
        <translation>Végső elszámolás: {0}. A leggazdagabb: {1}.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Round {0} · {1}</source>
        <translation>{0}. kör · {1}</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/landlord_helper_money.py" line="+66"/>
        <source>Round</source>
        <translation>Kör</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What</source>
        <translation>Mi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ducats</source>
        <translation>Dukát</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide my money</source>
        <translation>Pénzem elrejtése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter or Esc hides it</source>
        <translation>Enter vagy Esc elrejti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}&apos;s money — for {0}&apos;s eyes only</source>
        <translation>{0} pénze — csak {0} szemének</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>start</source>
        <translation>kezdés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Money at the start</source>
        <translation>Pénz a kezdéskor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end</source>
        <translation>vége</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/landlord_helper_setup.py" line="+37"/>
        <source>Refund: bribes for scholars sent to the Island are paid back</source>
        <translation>Visszatérítés: a Szigetre küldött tudósok kenőpénzét visszafizetik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Binding promises: an accepted bribe&apos;s requested suite must be given</source>
        <translation>Kötelező ígéretek: az elfogadott kenőpénzhez kért lakosztályt meg kell adni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Different castles: the two scholars of a turn go to two castles</source>
        <translation>Különböző kastélyok: egy lépés két tudósa két kastélyba megy</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Intrige landlord&apos;s helper</source>
        <translation>Intrige – a kastélyúr segédje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players, clockwise as you sit</source>
        <translation>Játékosok, az óramutató járása szerint, ahogy ültök</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Castle</source>
        <translation>Kastély</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Seat {0}</source>
        <translation>{0}. hely</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Variants</source>
        <translation>Változatok</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start recording</source>
        <translation>Jegyzőkönyv indítása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For a game with the real box: the helper keeps the table, tells the landlord what comes next and keeps each player&apos;s money private.</source>
        <translation>Valódi dobozzal játszott játékhoz: a segéd vezeti az asztalt, megmondja a kastélyúrnak, mi következik, és mindenki pénzét titokban tartja.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Starting player</source>
        <translation>Kezdő játékos</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Draw by lot</source>
        <translation>Sorsolás</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/landlord_helper_words.py" line="+28"/>
        <source>scientist</source>
        <translation>természettudós</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>physician</source>
        <translation>orvos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>theologian</source>
        <translation>teológus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>writer</source>
        <translation>író</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>red</source>
        <translation>vörös</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>yellow</source>
        <translation>sárga</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>green</source>
        <translation>zöld</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>blue</source>
        <translation>kék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>purple</source>
        <translation>lila</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{0} ducat(s)</source>
        <translation>
            <numerusform>{0} dukát</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0}&apos;s {1}</source>
        <translation>{0} {1} tudósa</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No conflict</source>
        <translation>Nincs konfliktus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>External conflict</source>
        <translation>Külső konfliktus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Internal conflict over the {0} suite</source>
        <translation>Belső konfliktus: {0}-es lakosztály</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round 1: nobody collects income, and the starting player has no applicants.</source>
        <translation>1. kör: senki sem kap járandóságot, és a kezdő játékosnak nincsenek jelentkezői.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round 5: no scholars are sent (all are out). After this round everyone collects income once more; then the richest wins.</source>
        <translation>5. kör: nem küldenek tudóst (mind játékban van). A kör után mindenki még egyszer megkapja a járandóságát; aztán a leggazdagabb nyer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The two scholars may go to the same castle or to two castles, never to the landlord&apos;s own.</source>
        <translation>A két tudós mehet ugyanabba a kastélyba vagy két kastélyba, de sosem a kastélyúr sajátjába.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variant: the two scholars go to two different castles.</source>
        <translation>Változat: a két tudós két különböző kastélyba megy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant: bribes for scholars sent to the Island are paid back.</source>
        <translation>Változat: a Szigetre küldött tudósok kenőpénzét visszafizetik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant: a bribe that asks for a free suite binds the landlord if the scholar is admitted.</source>
        <translation>Változat: a szabad lakosztályt kérő kenőpénz köti a kastélyurat, ha a tudóst befogadja.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+36"/>
        <source>the bank</source>
        <translation>a bank</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Income from the bank</source>
        <translation>Járandóság a banktól</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final income after round 5</source>
        <translation>Végső járandóság az 5. kör után</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribe paid to {0}</source>
        <translation>Kenőpénz neki: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribe from {0}</source>
        <translation>Kenőpénz tőle: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bank paid your minimum bribe</source>
        <translation>A bank fizette a minimális kenőpénzedet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribe paid back to {0}</source>
        <translation>Visszafizetett kenőpénz neki: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribe paid back by {0}</source>
        <translation>Visszafizetett kenőpénz tőle: {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} sends a {1} to {2}&apos;s castle.</source>
        <translation>{0} jelentkezőt küld: {1} → {2} kastélya.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(asks for the {0} suite)</source>
        <translation>(kéri: {0}-es lakosztály)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} bribes {1}.</source>
        <translation>{0} kenőpénzt ad: {1}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} places {1} in the {2} suite.</source>
        <translation>{0} elhelyezi: {1} → {2}-es lakosztály.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} sends {1} to the Island.</source>
        <translation>{0} a Szigetre küldi: {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} goes to the Island.</source>
        <translation>{0} a Szigetre kerül.</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/landlord_helper_panel.py" line="+144"/>
        <source>ducats</source>
        <translation>dukát</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribe paid</source>
        <translation>Kifizetett kenőpénz</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over</source>
        <translation>A játéknak vége</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {0} of {1} · {2}&apos;s turn</source>
        <translation>{0}/{1}. kör · {2} lépése</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>1 · Income</source>
        <translation>1 · Járandóság</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone collected their income once more after round 5.</source>
        <translation>Az 5. kör után mindenki még egyszer megkapta a járandóságát.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None in round 1.</source>
        <translation>Az 1. körben nincs.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} in {1}&apos;s castle</source>
        <translation>{0}, {1} kastélyában</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../ui/intrige/landlord_helper_words.py" line="+2"/>
        <source>{0} collects {1} from the bank.</source>
        <translation>{0} begyűjti a járandóságát a banktól: {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>2 · Applicants</source>
        <translation>2 · Jelentkezők</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All admitted or sent away.</source>
        <translation>Mindenkit befogadtak vagy elküldtek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody applies.</source>
        <translation>Senki sem jelentkezik.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} (holds the suite), then {1}</source>
        <translation>{0} (a lakosztály birtokosa), aztán {1}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bribes: {0}</source>
        <translation>Kenőpénzek: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../ui/intrige/landlord_helper_scene.py" line="+192"/>
        <source>paid {0}</source>
        <translation>fizetett: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../ui/intrige/landlord_helper_scene.py" line="+2"/>
        <source>asks for {0}</source>
        <translation>kéri: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>due now</source>
        <translation>most fizet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>then</source>
        <translation>aztán</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bribes, in this order:</source>
        <translation>Kenőpénzek, ebben a sorrendben:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>3 · Send two scholars</source>
        <translation>3 · Két tudós küldése</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done.</source>
        <translation>Kész.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not in round 5: every scholar is out.</source>
        <translation>Az 5. körben nincs: minden tudós játékban van.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After the applicants.</source>
        <translation>A jelentkezők után.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} of 2 sent.</source>
        <translation>2-ből {0} elküldve.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; bribes {1} for {2}: at least 1,000 ducats, in thousands, said aloud and paid at once (with nothing left, offer 1,000: the bank pays).</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; kenőpénzt ad {1} kastélyúrnak {2} érdekében: legalább 1000 dukátot, ezresével, hangosan kimondva és azonnal fizetve (ha nem maradt pénze, 1000-et ajánl, és a bank fizeti).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>asks for no suite</source>
        <translation>nem kér lakosztályt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>asks for the {0} suite</source>
        <translation>kéri: {0}-es lakosztály</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; decides: {1} takes the {2} suite (ousting {3}), or goes to the Island.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; dönt: {1} beköltözik {3} helyére ({2}-es lakosztály), vagy a Szigetre kerül.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; places {1}: click a green suite of the castle.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; elhelyezi: {1}. Kattints a kastély egy zöld lakosztályára.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Or click the Island to send them away.</source>
        <translation>Vagy kattints a Szigetre, és elküldöd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not to the Island: {0}.</source>
        <translation>Nem a Szigetre: {0}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To the Island</source>
        <translation>A Szigetre</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; sends a scholar: pick one below (or beside the castle on the table), then the castle it applies to.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; tudóst küld: válassz egyet lent (vagy a kastély mellől az asztalon), aztán a kastélyt, ahová jelentkezik.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; sends the {1}: click the castle it applies to.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; küldi: {1}. Kattints a kastélyra, ahová jelentkezik.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>To {0} ({1})</source>
        <translation>Ide: {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/landlord_helper_words.py" line="+3"/>
        <source>The bank pays the 1,000 ducats for {0}.</source>
        <translation>A bank fizeti az 1000 dukátot helyette: {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} pays {1} back to {2}.</source>
        <translation>{0} visszafizet: {1} → {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}&apos;s turn</source>
        <translation>{0} lépése</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/landlord_helper_scene.py" line="-92"/>
        <source>free</source>
        <translation>szabad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} suite: {1}</source>
        <translation>{0}-es lakosztály: {1}</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Applicants</source>
        <translation>Jelentkezők</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scholars to send</source>
        <translation>Küldendők</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>★ landlord</source>
        <translation>★ kastélyúr</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{0}k</source>
        <comment>a bribe in thousands of ducats</comment>
        <translation>{0}e</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{0}&apos;s {1} (click to send it)</source>
        <translation>{0} {1} tudósa (kattints rá a küldéshez)</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The Island</source>
        <translation>A Sziget</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>The Island: %n scholar(s), out of the game for good</source>
        <translation>
            <numerusform>A Sziget: %n tudós, végleg kiesett a játékból</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../companion/intrige/helper.py" line="+130"/>
        <source>Intrige is played by {least}–{most} players, not {players}</source>
        <translation>az Intrige-t {least}–{most} játékos játssza, nem {players}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every player needs a distinct, non-empty name</source>
        <translation>minden játékosnak külön, nem üres név kell</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a name has at most {limit} characters</source>
        <translation>egy név legfeljebb {limit} karakter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every player needs a castle of their own colour ({colours})</source>
        <translation>minden játékosnak saját színű kastély kell ({colours})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the starting player must be one of the {players} players</source>
        <translation>a kezdő játékos a {players} játékos egyike legyen</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>{player} cannot pay {amount}: it is more than they have (their money is shown only to them)</source>
        <translation>{player} nem tud fizetni ennyit: {amount}; ez több, mint amennyi pénze van (a pénzét csak ő látja)</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>{player}&apos;s {profession}</source>
        <translation>{player} {profession} tudósa</translation>
    </message>
</context>
<context>
    <name>IntrigeLog</name>
    <message>
        <location filename="../../ui/intrige/log.py" line="+44"/>
        <location line="+8"/>
        <source>Round {0}</source>
        <translation>{0}. kör</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>After round 5 everyone collects once more:</source>
        <translation>Az 5. kör után mindenki még egyszer begyűjti a járandóságát:</translation>
    </message>
</context>
<context>
    <name>IntrigePrompt</name>
    <message>
        <location filename="../../ui/intrige/prompt.py" line="+104"/>
        <source>Offer a bribe…</source>
        <translation>Kenőpénz felajánlása…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Offer the minimum (1,000)</source>
        <translation>A minimum felajánlása (1000)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your {0} lives in {1}&apos;s {2} suite and is challenged: bribe {1} to keep them (you have {3}).</source>
        <translation>A tudósod ({0}) {1} kastélyában lakik ({2}-es lakosztály), és vetélytársa akadt: fizess kenőpénzt {1} kastélyúrnak, hogy maradhasson (pénzed: {3}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your {0} applies at {1}&apos;s castle, against {2} in the {3} suite: offer {1} a bribe (you have {4}).</source>
        <translation>A tudósod ({0}) {1} kastélyába jelentkezik, {2} ellenében ({3}-es lakosztály): ajánlj kenőpénzt {1} kastélyúrnak (pénzed: {4}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your {0} applies at {1}&apos;s castle: offer {1} a bribe (you have {2}).</source>
        <translation>A tudósod ({0}) {1} kastélyába jelentkezik: ajánlj kenőpénzt {1} kastélyúrnak (pénzed: {2}).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Admit {0} to the {1} suite in place of {2}, or send {0} to the Island? (Click the suite or the Island.)</source>
        <translation>{0}: beköltözik {2} helyére ({1}-es lakosztály), vagy a Szigetre kerül? (Kattints a lakosztályra vagy a Szigetre.)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place {0} in a free suite (the others of the group go to the Island), or send {0} to the Island. Click a green suite or the Island.</source>
        <translation>{0}: helyezd el egy szabad lakosztályban (a csoport többi tagja a Szigetre kerül), vagy küldd a Szigetre. Kattints egy zöld lakosztályra vagy a Szigetre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place {0} in a free suite: click a green suite.</source>
        <translation>{0}: helyezd el egy szabad lakosztályban, kattints egy zöld lakosztályra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} suite</source>
        <translation>{0}-es lakosztály</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the Island</source>
        <translation>A Szigetre</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Send scholar {0} of 2: pick one from your supply (click it on the table), then a castle.</source>
        <translation>{0}/2. tudós küldése: válassz egyet a készletedből (kattints rá az asztalon), aztán egy kastélyt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} ({1} left)</source>
        <translation>{0} ({1} maradt)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Send a {0} to which castle? Click it on the table.</source>
        <translation>Melyik kastélyba küldöd? ({0}) Kattints rá az asztalon.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>← Back</source>
        <translation>← Vissza</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Place the applicant in {0}.</source>
        <translation>A jelentkezőt ide helyezd: {0}.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>First pick a scholar from your supply.</source>
        <translation>Előbb válassz egy tudóst a készletedből.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not allowed: {0}.</source>
        <translation>Nem szabályos: {0}.</translation>
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
        <translation>Billentyű: {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> or </source>
        <translation> vagy </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Esc back</source>
        <translation>Esc vissza</translation>
    </message>
</context>
<context>
    <name>IntrigeRefusal</name>
    <message>
        <location filename="../../companion/intrige/explain.py" line="+30"/>
        <source>scientist</source>
        <translation>természettudós</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>physician</source>
        <translation>orvos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>theologian</source>
        <translation>teológus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>writer</source>
        <translation>író</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it is not an Intrige action</source>
        <translation>ez nem Intrige-lépés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no {player} at a table of {players}</source>
        <translation>nincs ilyen játékos: {player}, {players} fős asztalnál</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>there is no such scholar or castle</source>
        <translation>nincs ilyen tudós vagy kastély</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in round {round} nobody sends scholars (all of them are out)</source>
        <translation>az {round}. körben senki sem küld tudóst (már mind játékban van)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a scholar never applies to its own castle</source>
        <translation>tudós sosem jelentkezik a saját kastélyába</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only the landlord ({player}) sends scholars now</source>
        <translation>most csak a kastélyúr ({player}) küld tudóst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the landlord sends scholars after admitting the applicants</source>
        <translation>a kastélyúr a jelentkezők befogadása után küld tudóst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has no {profession} left to send</source>
        <translation>{player} készletében nincs több küldhető tudós ebből: {profession}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with different-castles the two scholars of a turn go to two castles</source>
        <translation>a Különböző kastélyok változatban egy lépés két tudósa két kastélyba megy</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no bribe is due now</source>
        <translation>most nem esedékes kenőpénz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} pays the next bribe</source>
        <translation>a következő kenőpénzt {player} fizeti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a bribe is at least {least}</source>
        <translation>a kenőpénz legalább {least}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a bribe is a multiple of {least}</source>
        <translation>a kenőpénz {least} többszöröse</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>with nothing left, {player} offers {least} (the bank pays)</source>
        <translation>ha nem maradt pénze, {player} {least}-et ajánl (a bank fizeti)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has only {money}</source>
        <translation>{player} pénze csak {money}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in an internal conflict the suite is the contested one: name none</source>
        <translation>belső konfliktusban a lakosztály a vitatott: ne nevezz meg lakosztályt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>suite {suite} is not free</source>
        <translation>nem szabad ez a lakosztály: {suite}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>only the landlord ({player}) admits applicants</source>
        <translation>csak a kastélyúr ({player}) fogad be jelentkezőket</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no applicant waits for the landlord&apos;s decision now</source>
        <translation>most egy jelentkező sem vár a kastélyúr döntésére</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{scholar} is the applicant to decide now</source>
        <translation>most erről a jelentkezőről kell dönteni: {scholar}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an applicant without a conflict must be admitted</source>
        <translation>a konfliktus nélküli jelentkezőt be kell fogadni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one {profession} of the group must be admitted</source>
        <translation>a csoportból egy tudóst ({profession}) be kell fogadni</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{suite} is not a suite</source>
        <translation>ez nem lakosztály: {suite}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the castle already has a {profession} (in {suite}): oust them or send this one away</source>
        <translation>a kastélyban már van ilyen tudós ({profession}, {suite}-es lakosztály): űzd ki, vagy küldd el ezt a jelentkezőt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a scholar never lives in its own castle</source>
        <translation>tudós sosem lakik a saját kastélyában</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>binding promises: the bribe asked for suite {suite}</source>
        <translation>kötelező ígéretek: a kenőpénz ezt a lakosztályt kérte: {suite}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>suite {suite} is occupied ({scholar})</source>
        <translation>foglalt ez a lakosztály: {suite} ({scholar})</translation>
    </message>
</context>
<context>
    <name>IntrigeTable</name>
    <message>
        <location filename="../../ui/intrige/scene.py" line="+58"/>
        <source>{0}k</source>
        <comment>whole thousands of ducats, short, under a scholar token</comment>
        <translation>{0}e</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>{0} is the landlord this turn</source>
        <translation>{0} a kastélyúr ebben a lépésben</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>{0} ducat(s)</source>
        <translation>
            <numerusform>{0} dukát</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your money: nobody else sees it</source>
        <translation>A pénzed: más nem látja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money at the end</source>
        <translation>Pénz a végén</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{0} in the {1} suite</source>
        <translation>{0}, {1}-es lakosztály</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>no applicants</source>
        <translation>nincs jelentkező</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>next</source>
        <translation>következik</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{0} waits to apply</source>
        <translation>{0} jelentkezésre vár</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>supply</source>
        <translation>készlet</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}&apos;s {1} (in the supply)</source>
        <translation>{0} {1} tudósa (a készletben)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The Island</source>
        <translation>A Sziget</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0}: out of the game</source>
        <translation>{0}: kiesett a játékból</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>click to send the applicant here</source>
        <translation>kattints ide, és ide küldöd a jelentkezőt</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The game is over after {0} rounds: {1}</source>
        <translation>A játéknak vége {0} kör után: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {0} of {1}  ·  {2} is the landlord  ·  {3}</source>
        <translation>{0}/{1}. kör  ·  {2} a kastélyúr  ·  {3}</translation>
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
        <translation>Helyezés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Final income</source>
        <translation>Végső járandóság</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Money</source>
        <translation>Pénz</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Next: {0}. Everyone else, please look away: {1}&apos;s money shows on the next screen.</source>
        <translation>Következik: {0}. Mindenki más nézzen félre: a következő képernyőn {1} pénze látszik.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Your decision, {0}.</source>
        <translation>Te döntesz, {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for {0}: {1}.</source>
        <translation>Várakozás: {0}: {1}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0}&apos;s bribe to {1}</source>
        <translation>{0} kenőpénze {1} kastélyúrnak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} decides where {1} goes</source>
        <translation>{0} dönt: hová kerül {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} sends scholars</source>
        <translation>{0} tudósokat küld</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Round 1: no income yet. {0} is the landlord.</source>
        <translation>1. kör: még nincs járandóság. {0} a kastélyúr.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> ← bribes next</source>
        <translation> ← ő fizet következőként</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: {1}{2}</source>
        <translation>{0}: {1}{2}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The game is over.</source>
        <translation>A játéknak vége.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} is thinking ({1})…</source>
        <translation>{0} gondolkodik ({1})…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Send a scholar from your own supply (a {0} of {1}&apos;s stays with them).</source>
        <translation>A saját készletedből küldj tudóst ({1} {0} tudósa nála marad).</translation>
    </message>
</context>
<context>
    <name>IntrigeWords</name>
    <message>
        <location filename="../../ui/intrige/words.py" line="+28"/>
        <source>scientist</source>
        <translation>természettudós</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>physician</source>
        <translation>orvos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>theologian</source>
        <translation>teológus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>writer</source>
        <translation>író</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>scientists</source>
        <translation>természettudós</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>physicians</source>
        <translation>orvos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>theologians</source>
        <translation>teológus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>writers</source>
        <translation>író</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0}&apos;s {1}</source>
        <translation>{0} {1} tudósa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}&apos;s castle</source>
        <translation>{0} kastélya</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{0} ({1} at {2}&apos;s)</source>
        <translation>{0} ({1}, {2} kastélyában)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} collects nothing: no scholar of theirs lives in another castle.</source>
        <translation>{0} nem kap semmit: egyetlen tudósa sem lakik más kastélyában.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} collects {1}: {2}.</source>
        <translation>{0} begyűjt {1} dukátot: {2}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>round {0} of {1}</source>
        <translation>{0}/{1}. kör</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Applicants without a conflict: each is placed in a free suite.</source>
        <translation>Konfliktus nélküli jelentkezők: mindegyik egy szabad lakosztályba kerül.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>External conflict ({0}): one of each group is admitted, the others go to the Island.</source>
        <translation>Külső konfliktus ({0}): minden csoportból egyet befogadnak, a többiek a Szigetre kerülnek.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Internal conflict over the {0} suite: {1} lives there. The landlord keeps them or replaces them with an applicant; the rest go to the Island.</source>
        <translation>Belső konfliktus: {0}-es lakosztály, lakója: {1}. A kastélyúr megtartja, vagy lecseréli egy jelentkezőre; a többiek a Szigetre kerülnek.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no offer yet</source>
        <translation>még nincs ajánlat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} (the bank pays)</source>
        <translation>{0} (a bank fizeti)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>for the {0} suite</source>
        <translation>({0}-es lakosztályért)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} offers {1} a bribe of {2}</source>
        <translation>{0} kenőpénzt ajánl {1} kastélyúrnak: {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>asking for the {0} suite</source>
        <translation>(kéri: {0}-es lakosztály)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} places {1} in the {2} suite.</source>
        <translation>{0} elhelyezi: {1} → {2}-es lakosztály.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} sends {1} to the Island.</source>
        <translation>{0} a Szigetre küldi: {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} sends a {1} to {2}.</source>
        <translation>{0} jelentkezőt küld: {1} → {2}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} collects nothing.</source>
        <translation>{0} nem kap semmit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} collects {1}.</source>
        <translation>{0} begyűjt {1} dukátot.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} has nothing left: the bank pays the 1,000.</source>
        <translation>{0} pénze elfogyott: a bank fizeti az 1000-et.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} goes to the Island.</source>
        <translation>{0} a Szigetre kerül.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bank</source>
        <translation>a bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} pays {1} back to {2}.</source>
        <translation>{0} visszafizet: {1} dukát → {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}&apos;s turn as landlord.</source>
        <translation>{0} lépése, ő a kastélyúr.</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>{0} wins with {1} ducat(s)!</source>
        <translation>
            <numerusform>{0} nyert {1} dukáttal!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} share the victory with {1} ducat(s)!</source>
        <translation>
            <numerusform>{0} osztoznak a győzelmen {1} dukáttal!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and </source>
        <translation> és </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Step 3: sending scholars</source>
        <translation>3. lépés: tudósok küldése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no conflict</source>
        <translation>nincs konfliktus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>external conflict</source>
        <translation>külső konfliktus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>internal conflict</source>
        <translation>belső konfliktus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step 2: admitting applicants ({0})</source>
        <translation>2. lépés: jelentkezők befogadása ({0})</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../ui/net/join.py" line="+95"/>
        <source>Join a Network Game</source>
        <translation>Csatlakozás hálózati játékhoz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host&apos;s &amp;address</source>
        <translation>A &amp;házigazda címe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table &amp;code</source>
        <translation>&amp;Asztalkód</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your &amp;name</source>
        <translation>A ne&amp;ved</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>for example 192.168.1.5:8765</source>
        <translation>például 192.168.1.5:8765</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five characters, for example KX7PQ</source>
        <translation>öt karakter, például KX7PQ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host sees the address and the code in the table&apos;s window.</source>
        <translation>A házigazda a címet és a kódot az asztal ablakában látja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join</source>
        <translation>&amp;Csatlakozás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch</source>
        <translation>&amp;Nézőként</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the public table without a seat</source>
        <translation>A nyilvános asztal követése nézőként, hely nélkül</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Look for tables on this network</source>
        <translation>Asztalok &amp;keresése ezen a hálózaton</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>{0} — {1}&apos;s table {2}: %n seat(s) free</source>
        <translation>
            <numerusform>{0} — {1} asztala ({2}): %n szabad hely</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>someone</source>
        <translation>valaki</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(another Companion version: cannot join)</source>
        <translation>(másik Companion-verzió: nem lehet csatlakozni)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Looking… (a network without multicast finds nothing: join by address)</source>
        <translation>Keresés… (multicast nélküli hálózaton semmi sem található: csatlakozz cím alapján)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>A table code has {0} characters.</source>
        <translation>Az asztalkód {0} karakterből áll.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Give the name the others will see.</source>
        <translation>Add meg a nevet, amelyet a többiek látni fognak.</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <location filename="../../ui/net/join_panel.py" line="+144"/>
        <source>Join from your phone</source>
        <translation>Csatlakozz a telefonodról</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table code:</source>
        <translation>Asztalkód:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network:</source>
        <translation>Hálózat:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer is on several networks: show the address on the one the phones are on</source>
        <translation>Ez a számítógép több hálózaton is rajta van: annak a címét mutasd, amelyiken a telefonok vannak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let Other Devices In…</source>
        <translation>Más eszközök beengedése…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show the QR Code</source>
        <translation>QR-kód megjelenítése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide the QR Code</source>
        <translation>QR-kód elrejtése</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scan the code with the phone&apos;s camera, or open this address in its browser (on the same network as this computer):</source>
        <translation>Olvasd be a kódot a telefon kamerájával, vagy nyisd meg ezt a címet a böngészőjében (ugyanazon a hálózaton, mint ez a számítógép):</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Phones cannot reach this table yet: Companion&apos;s table server listens on this computer only. Let other devices in to play from phones.</source>
        <translation>A telefonok még nem érik el ezt az asztalt: a Companion asztalszervere csak ezen a számítógépen figyel. Engedd be a többi eszközt, hogy telefonról lehessen játszani.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phones cannot reach this table: its server listens on its own computer only.</source>
        <translation>A telefonok nem érik el ezt az asztalt: a szervere csak a saját számítógépén figyel.</translation>
    </message>
</context>
<context>
    <name>KeyHints</name>
    <message>
        <location filename="../../ui/shell/labels.py" line="+64"/>
        <source>Keys: 1–{0}</source>
        <translation>Billentyűk: 1–{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Key: {0}</source>
        <translation>Billentyű: {0}</translation>
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
        <translation>a kocka lapjai 1 és {most} közötti egész számok legyenek, például 1,1,2,2,3,4; nem {part}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a die needs 2 to {most} faces, not {faces}</source>
        <translation>egy dobókockának 2–{most} lapja lehet, nem {faces}</translation>
    </message>
</context>
<context>
    <name>LairsConsole</name>
    <message>
        <location filename="../../companion/lairs/tabletop/announcements.py" line="+93"/>
        <source>say what the explorer does, e.g. &apos;creep east to E4&apos;</source>
        <translation>írd be, mit csinál a felfedező, pl. &apos;creep east to E4&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{said}: unknown action {word} (creep, hustle, peer, backtrack, fight, disarm, open, skip, enter, stay, stop, conserve, end turn, leave)</source>
        <translation>{said}: ismeretlen akció: {word} (creep, hustle, peer, backtrack, fight, disarm, open, skip, enter, stay, stop, conserve, end turn, leave)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{said}: {verb} takes no cell or direction</source>
        <translation>{said}: ez után nem áll mező vagy irány: {verb}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{said}: {word} is neither a direction nor a cell (A1–F6)</source>
        <translation>{said}: {word} se nem irány, se nem mező (A1–F6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{said}: name one cell</source>
        <translation>{said}: egy mezőt nevezz meg</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{said}: Backtrack names the cell it ends on</source>
        <translation>{said}: a backtrack után a célmező áll</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{said}: say where, e.g. &apos;{verb} east&apos; or &apos;{verb} E4&apos;</source>
        <translation>{said}: mondd meg, hová, pl. &apos;{verb} east&apos; vagy &apos;{verb} E4&apos;</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/tabletop/builder_console.py" line="+271"/>
        <source>the explorer has left the dungeon</source>
        <translation>a felfedező elhagyta a kazamatát</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a Hustle</source>
        <translation>egy iramodás</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>a die shows {faces}: no face {face}</source>
        <translation>a dobókocka lapjai: {faces}; {face} nincs köztük</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no roll of 1 to {most} dice (faces {faces}) totals {total}</source>
        <translation>1–{most} dobókockával (lapok: {faces}) összesen {total} nem dobható ki</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the explorer peered into {cell}, not {other}</source>
        <translation>a felfedező ide kémlelt: {cell}, nem ide: {other}</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Enter follows a Peer: the explorer has not just peered</source>
        <translation>a belépés kémlelés után jön: a felfedező most nem kémlelt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no closed chest to open at {cell}</source>
        <translation>itt nincs kinyitható zárt láda: {cell}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the explorer is not on the Exit ({cell})</source>
        <translation>a felfedező nem a Kijáraton áll ({cell})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>they chose to stay: the Exit lets them out when they enter it</source>
        <translation>a maradást választották: a Kijárat akkor engedi ki őket, amikor belépnek rá</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no achievement yet: 3 chests, or 3 monsters, or 2 chests and 2 monsters</source>
        <translation>még nincs teljesítmény: 3 láda, 3 szörny vagy 2 láda és 2 szörny kell</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no Hustle to stop</source>
        <translation>nincs megállítható iramodás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing to {verb} now</source>
        <translation>most nincs mit: {verb}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{cell} has the outer wall to the {direction}</source>
        <translation>{cell} mezőtől {direction} felé a külső fal van</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{target} is not {direction} of {cell} ({neighbour} is)</source>
        <translation>{target} nem {direction} felé van innen: {cell} (hanem {neighbour})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{cell} holds a monster: fight it</source>
        <translation>{cell}: szörny van itt, harcolj vele</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{cell} holds a trap: disarm it</source>
        <translation>{cell}: csapda van itt, hatástalanítsd</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>that roll</source>
        <translation>ez a dobás</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>Creep</source>
        <translation>Lopakodás</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Peer</source>
        <translation>Kémlelés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backtrack</source>
        <translation>Visszalépés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hustle</source>
        <translation>Iramodás</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/tabletop/energy_watch.py" line="+58"/>
        <source>{what} costs 1 {kind} (no substitute), and their {kind} cube is neither Fresh nor Conserved</source>
        <translation>{what} ára 1 {kind} (nincs helyettesítő), de nincs Friss vagy Tartalékolt {kind}-kockájuk</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{what} costs {cost}, and the explorer {has}</source>
        <translation>{what} ára {cost}, de a felfedezőnek {has}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{what} needs {dice} dice (one cube each), and the explorer {has}</source>
        <translation>{what}: {dice} dobókocka kell hozzá (mindegyik egy kocka), de a felfedezőnek {has}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>has no Fresh or Conserved cube left this turn</source>
        <translation>nincs több Friss vagy Tartalékolt kockája ebben a körben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>has only {fresh} Fresh and {conserved} Conserved cubes (at most {spends} spends)</source>
        <translation>csak {fresh} Friss és {conserved} Tartalékolt kockája van (legfeljebb {spends} költés)</translation>
    </message>
</context>
<context>
    <name>LairsDifficulty</name>
    <message>
        <location filename="../../companion/lairs/scale.py" line="+48"/>
        <source>easy</source>
        <translation>könnyű</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fair</source>
        <translation>közepes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard</source>
        <translation>nehéz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>brutal</source>
        <translation>kegyetlen</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/difficulty.py" line="+74"/>
        <source>3 chests</source>
        <translation>3 láda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 monsters</source>
        <translation>3 szörny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 chests + 2 monsters</source>
        <translation>2 láda + 2 szörny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not out</source>
        <translation>nem jutott ki</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>leaves as soon as it may, fights only with plenty of dice</source>
        <translation>amint lehet, kilép; csak sok dobókockával harcol</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>opens every chest it finds and hunts every monster before it leaves</source>
        <translation>minden ládát kinyit, és minden szörnyre vadászik, mielőtt kilép</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>explores like the careful one but makes a mistake in one decision of five</source>
        <translation>úgy kutat, mint az óvatos, de minden ötödik döntésében hibázik</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the search bot: explores like the careful one and searches where its best goals are close, at fights, Conserve, the Exit and its last turn</source>
        <translation>a kereső gép: úgy kutat, mint az óvatos, és keres, ahol a legjobb céljai közel vannak, harcnál, Tartalékolásnál, a Kijáratnál és az utolsó körében</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>careful</source>
        <translation>óvatos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>greedy</source>
        <translation>mohó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>beginner</source>
        <translation>kezdő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>search bot</source>
        <translation>kereső gép</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/explain.py" line="+42"/>
        <source>they learned {value} cells a run before they were out (a generated dungeon takes {usual}): the goals lay where they looked last</source>
        <translation>egy futás alatt {value} mezőt ismertek meg, mielőtt kijutottak (egy generált kazamatában {usual}): a célok ott voltak, ahol utoljára néztek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>they learned only {value} cells a run (a generated dungeon takes {usual}): the goals lay where they looked first</source>
        <translation>egy futás alatt csak {value} mezőt ismertek meg (egy generált kazamatában {usual}): a célok ott voltak, ahol először néztek</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hazards struck them {value} times a run (usually {usual})</source>
        <translation>a veszélyek futásonként {value}-szor sújtottak le rájuk (általában {usual})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hazards struck them only {value} times a run (usually {usual})</source>
        <translation>a veszélyek futásonként csak {value}-szor sújtottak le rájuk (általában {usual})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the Exit was still unknown when they could leave in {value}% of the runs (usually {usual}%)</source>
        <translation>a futások {value}%-ában a Kijárat még ismeretlen volt, amikor már távozhattak volna (általában {usual}%)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Exit was still unknown when they could leave in only {value}% of the runs (usually {usual}%)</source>
        <translation>a futásoknak csak {value}%-ában volt a Kijárat még ismeretlen, amikor már távozhattak volna (általában {usual}%)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>they rolled {value} dice a run in fights (usually {usual})</source>
        <translation>futásonként {value} kockával dobtak harcban (általában {usual})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>they hardly fought: {value} dice a run (usually {usual})</source>
        <translation>alig harcoltak: futásonként {value} kocka (általában {usual})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the layout alone suggests about {expected} turns ({route} steps to an achievement and out), but explorers needed about {actual}: {reasons}</source>
        <translation>az elrendezés alapján körülbelül {expected} kör várható ({route} lépés egy teljesítésig és ki), de a felfedezőknek körülbelül {actual} kellett: {reasons}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the layout alone suggests about {expected} turns ({route} steps to an achievement and out), but explorers needed only about {actual}: {reasons}</source>
        <translation>az elrendezés alapján körülbelül {expected} kör várható ({route} lépés egy teljesítésig és ki), de a felfedezőknek csak körülbelül {actual} kellett: {reasons}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no single figure of their runs stands out</source>
        <translation>a futásaik egyik adata sem lóg ki</translation>
    </message>
</context>
<context>
    <name>LairsEnding</name>
    <message>
        <location filename="../../ui/lairs/explorer/ending.py" line="-108"/>
        <source>{0} left the dungeon first</source>
        <translation>{0} hagyta el elsőként a kazamatát</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} left second</source>
        <translation>{0} másodikként jutott ki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} never got out</source>
        <translation>{0} sosem jutott ki</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Level on points and nobody got out first: a draw.</source>
        <translation>Egyenlő pont, és senki sem jutott ki elsőként: döntetlen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level on {0} VP; {1} got out first, which breaks the tie.</source>
        <translation>Egyenlő pont ({0} GyP); {1} jutott ki elsőként, ez dönt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+8"/>
        <source>treasures</source>
        <translation>kincsek</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>defeated monsters</source>
        <translation>legyőzött szörnyek</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>getting out</source>
        <translation>kijutás</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>other points</source>
        <translation>egyéb pontok</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} {1} to {2}</source>
        <translation>{0} {1} – {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>monsters</source>
        <translation>szörnyek</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} won by {1} VP, ahead on {2}.</source>
        <translation>{0} {1} GyP-vel nyert, előnye: {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} led on {1}, not enough to catch up.</source>
        <translation>{0} ebben vezetett: {1}, de ez nem volt elég a felzárkózáshoz.</translation>
    </message>
</context>
<context>
    <name>LairsEnergy</name>
    <message>
        <location filename="../../companion/lairs/energy.py" line="+35"/>
        <source>Basic</source>
        <translation>Alap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quickness</source>
        <translation>Fürgeség</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Perception</source>
        <translation>Észlelés</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>1 {kind}</source>
        <translation>1 {kind}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} any</source>
        <translation>{count} bármely</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{one} or {any}</source>
        <translation>{one} / {any}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>spend {count} {kind}</source>
        <translation>{count} {kind} elköltése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fatigue {count} {kind}</source>
        <translation>{count} {kind} kimerítése</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>spend {count} Fresh cubes</source>
        <translation>{count} Friss kocka elköltése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fatigue {count} Fresh cubes</source>
        <translation>{count} Friss kocka kimerítése</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spend {count} cubes</source>
        <translation>{count} kocka elköltése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fatigue {count} cubes</source>
        <translation>{count} kocka kimerítése</translation>
    </message>
</context>
<context>
    <name>LairsExplorer</name>
    <message>
        <location filename="../../ui/lairs/explorer/wording.py" line="+49"/>
        <source>Basic</source>
        <translation>Alap</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quickness</source>
        <translation>Fürgeség</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Perception</source>
        <translation>Észlelés</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fresh</source>
        <translation>Friss</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spent</source>
        <translation>Elhasznált</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fatigued</source>
        <translation>Kimerült</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Conserved</source>
        <translation>Tartalékolt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the Start</source>
        <translation>a Bejárat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the Exit</source>
        <translation>a Kijárat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a chest</source>
        <translation>egy láda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a Hungry Blob (monster)</source>
        <translation>egy Éhes Trutyi (szörny)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Greased Pit (trap)</source>
        <translation>egy Zsíros Verem (csapda)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 {0}</source>
        <translation>1 {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} any</source>
        <translation>{0} bármely</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> or </source>
        <translation> / </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n die/dice</source>
        <translation>
            <numerusform>%n dobókocka</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no cubes</source>
        <translation>nincs kocka</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fatigue: {0}</source>
        <translation>Kimerítés: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hustle on to {0}</source>
        <translation>Iramodás tovább ide: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take {0}</source>
        <translation>Elveszem: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Face-up: {0}</source>
        <translation>Felfordítva: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop the Hustle here</source>
        <translation>Iramodás vége itt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter the cell (free)</source>
        <translation>Belépés a mezőre (ingyen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stay</source>
        <translation>Maradok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open the chest</source>
        <translation>Kinyitom a ládát</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave it closed</source>
        <translation>Zárva hagyom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the dungeon</source>
        <translation>Elhagyom a kazamatát</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Creep</source>
        <translation>Lopakodás</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hustle</source>
        <translation>Iramodás</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Backtrack</source>
        <translation>Visszalépés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peer</source>
        <translation>Kémlelés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} to {1}, paying {2}</source>
        <translation>{0} ide: {1}, fizetve: {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check with {0}, paying {1}</source>
        <translation>Próba: {0}, fizetve: {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Conserve {0} and end the turn</source>
        <translation>Tartalékolás: {0}, és a kör vége</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>turn {0}</source>
        <translation>{0}. kör</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scoring: face-up treasures</source>
        <translation>pontozás: felfordított kincsek</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0} strikes: {1}.</source>
        <translation>{0} lesújt: {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no Fresh or Conserved cube, so Spent cubes are fatigued instead.</source>
        <translation>Nincs Friss vagy Tartalékolt kockád, ezért helyettük Elhasznált kockák merülnek ki.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You have only %n Fresh or Conserved cube(s), so Spent cubes make up the rest.</source>
        <translation>
            <numerusform>Csak %n Friss vagy Tartalékolt kockád van, a többit Elhasznált kockák pótolják.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Conserved cubes count as Fresh.</source>
        <translation>A Tartalékolt kockák Frissnek számítanak.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which cubes?</source>
        <translation>Melyik kockák?</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Hustle: up to %n more Creep(s) — click a cell on the map, or stop.</source>
        <translation>
            <numerusform>Iramodás: még legfeljebb %n lopakodás — kattints egy mezőre a térképen, vagy állj meg.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peering off a hazard is a way out: enter {0}.</source>
        <translation>A veszélyről a kémlelés kiút: lépj be ide: {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter {0} for free?</source>
        <translation>Belépsz ide ingyen: {0}?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the chest?</source>
        <translation>Kinyitod a ládát?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take one treasure from the display (its rules are listed under Display).</source>
        <translation>Vegyél el egy kincset a kínálatból (a szabályai a Kínálat alatt olvashatók).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the dungeon?</source>
        <translation>Elhagyod a kazamatát?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no dice</source>
        <translation>nincs dobókocka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rolled {0}</source>
        <translation>dobás: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rolled {0} = {1}</source>
        <translation>dobás: {0} = {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>success</source>
        <translation>siker</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failure</source>
        <translation>kudarc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last check against {0} (target {1}): {2} — {3}</source>
        <translation>Utolsó próba ellene: {0} (célszám {1}): {2} — {3}</translation>
    </message>
</context>
<context>
    <name>LairsExport</name>
    <message>
        <location filename="../../ui/lairs/export.py" line="+30"/>
        <source>cannot write {0}</source>
        <translation>nem írható: {0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+16"/>
        <source>Lairs dungeon</source>
        <translation>Lairs kazamata</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start</source>
        <translation>Bejárat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exit</source>
        <translation>Kijárat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chest</source>
        <translation>Láda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monster (Hungry Blob)</source>
        <translation>Szörny (Éhes Trutyi)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trap (Greased Pit)</source>
        <translation>Csapda (Zsíros Verem)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This dungeon follows every build rule.</source>
        <translation>Ez a kazamata minden építési szabályt betart.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This dungeon breaks a build rule; check it in the editor before play.</source>
        <translation>Ez a kazamata megszeg egy építési szabályt; játék előtt ellenőrizd a szerkesztőben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Walls: {0} placed ({1}–{2} allowed). Rows A–F run north to south, columns 1–6 west to east. Build rules: every cell reachable from Start; each goal (exit, chests) reachable on a path past at most one trap and one monster. {3}</source>
        <translation>Falak: {0} lerakva ({1}–{2} megengedett). Az A–F sorok északról délre, az 1–6 oszlopok nyugatról keletre futnak. Építési szabályok: minden mező elérhető a Bejárattól; minden cél (kijárat, ládák) elérhető olyan úton, amely legfeljebb egy csapdán és egy szörnyön visz át. {3}</translation>
    </message>
</context>
<context>
    <name>LairsGameWindow</name>
    <message>
        <location filename="../../ui/lairs/explorer/game_window.py" line="+150"/>
        <source>Display</source>
        <translation>Kínálat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your treasures</source>
        <translation>Kincseid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Log&lt;/b&gt;</source>
        <translation>&lt;b&gt;Napló&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actions</source>
        <translation>Akciók</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>&amp;Creep</source>
        <translation>&amp;Lopakodás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>H&amp;ustle</source>
        <translation>&amp;Iramodás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Backtrack</source>
        <translation>&amp;Visszalépés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Peer</source>
        <translation>&amp;Kémlelés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chec&amp;k</source>
        <translation>&amp;Próba</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 any per die</source>
        <translation>1 bármely/dobókocka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;onserve</source>
        <translation>&amp;Tartalékolás</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>free, ends the turn</source>
        <translation>ingyen, kör vége</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Lairs — {0} vs {1}</source>
        <translation>Lairs — {0} vs. {1}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Your map of {0}&apos;s dungeon</source>
        <translation>A térképed {0} kazamatájáról</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your dungeon ({0} exploring)</source>
        <translation>A kazamatád (felfedező: {0})</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{0}: Unknown</source>
        <translation>{0}: ismeretlen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, target {0}</source>
        <translation>, célszám {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: {1}{2}</source>
        <translation>{0}: {1}{2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: {1}, dealt with</source>
        <translation>{0}: {1}, elintézve</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: empty</source>
        <translation>{0}: üres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — you are here</source>
        <translation> — itt vagy</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+60"/>
        <source>{0}: choose the treasures to score face-up.</source>
        <translation>{0}: válaszd ki a felfordítva számító kincseket.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn, {0} — turn {1}</source>
        <translation>Te jössz, {0} — {1}. kör</translation>
    </message>
    <message>
        <location line="-60"/>
        <location line="+63"/>
        <source>{0} is exploring — turn {1}</source>
        <translation>{0} felfedez — {1}. kör</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is exploring your dungeon — {0}&apos;s turn {1}</source>
        <translation>{0} a kazamatádat fedezi fel — {0} {1}. köre</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+66"/>
        <source>final turn: {0} has left the dungeon</source>
        <translation>utolsó kör: {0} elhagyta a kazamatát</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} — chests {1} · monsters {2} · treasures {3}{4}</source>
        <translation>{0} — ládák {1} · szörnyek {2} · kincsek {3}{4}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · has left</source>
        <translation> · kijutott</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}&apos;s mat and achievements, while {0} explores.</source>
        <translation>{0} táblája és teljesítményei, amíg {0} felfedez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Exit is open to you.</source>
        <translation>A Kijárat nyitva áll előtted.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaving needs 3 chests, 3 monsters or 2 + 2.</source>
        <translation>A kijutáshoz 3 láda, 3 szörny vagy 2 + 2 kell.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(empty)</source>
        <translation>(üres)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>None yet: open a chest.</source>
        <translation>Még nincs: nyiss ki egy ládát.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Click your treasures to choose the {0} to score face-up (the best choice is marked); the others score 1 VP each.</source>
        <translation>Kattints a kincseidre, és válaszd ki a felfordítva számító {0} lapot (a legjobb választás meg van jelölve); a többi egyenként 1 GyP-t ér.</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>A Check rolls one die per cube chosen (target {0}).</source>
        <translation>A próba minden kiválasztott kockáért egy dobókockát dob (célszám {0}).</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Take one treasure: click a lit card in the display.</source>
        <translation>Vegyél el egy kincset: kattints a kínálat egyik kiemelt lapjára.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>A Check is rolled where you stand: choose its dice on the mat, or choose a move.</source>
        <translation>A próbát ott dobod, ahol állsz: válaszd ki a kockáit a táblán, vagy válassz lépést.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} to {1}: not possible — {2}.</source>
        <translation>{0} ide: {1}: nem lehet — {2}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>choose another cell</source>
        <translation>válassz másik mezőt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Creep</source>
        <translation>Lopakodás</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hustle</source>
        <translation>Iramodás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backtrack</source>
        <translation>Visszalépés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Peer</source>
        <translation>Kémlelés</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Up to 3 Fresh cubes; the mat has 3 Conserved slots. Not allowed on a hazard.</source>
        <translation>Legfeljebb 3 Friss kocka; a táblán 3 Tartalékolt hely van. Veszélyen nem megengedett.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From a monster or trap, Peer is a way out: you must then enter the cell.</source>
        <translation>Szörnyről vagy csapdáról a Kémlelés kiút: utána be kell lépned a mezőre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click a lit cell on the map.</source>
        <translation>Kattints egy kiemelt mezőre a térképen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}: click a lit cell on the map ({1}).</source>
        <translation>{0}: kattints egy kiemelt mezőre a térképen ({1}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>paying the cubes you chose</source>
        <translation>a választott kockákkal fizetve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cheapest cubes; click cubes on the mat to choose</source>
        <translation>a legolcsóbb kockákkal; kattints a tábla kockáira a választáshoz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} reaches no cell now; choose another action.</source>
        <translation>{0}: most egy mezőt sem ér el; válassz másik akciót.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Check with {0}: {1} to reach {2} (die faces {3}).</source>
        <translation>Próba ({0}): {1} eséllyel éri el a célszámot ({2}) (dobókocka lapjai: {3}).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Choose the dice: click cubes on the mat, one die each; the chance of success shows as you choose.</source>
        <translation>Válaszd ki a kockákat: kattints a táblán a kockákra, mindegyik egy dobókocka; a siker esélye választás közben látszik.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Check against {0}, target {1}: click cubes on the mat, one die each.</source>
        <translation>Próba ellene: {0}, célszám {1}: kattints a táblán a kockákra, mindegyik egy dobókocka.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With {0} the total cannot reach {1}: the Check would fail for certain.</source>
        <translation>{0} esetén az összeg nem érheti el a(z) {1} értéket: a próba biztosan kudarcot vallana.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll</source>
        <translation>Dobás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose at least one cube: with no dice the Check fails for certain.</source>
        <translation>Válassz legalább egy kockát: dobókocka nélkül a próba biztosan kudarc.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll {0}: {1} to reach {2}</source>
        <translation>{0} dobása: {1} esély, hogy elérd a(z) {2} értéket</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Light up the cells {0} reaches: {1}</source>
        <translation>{0}: kiemeli az elérhető mezőket ({1})</translation>
    </message>
</context>
<context>
    <name>LairsLog</name>
    <message>
        <location filename="../../companion/lairs/exploration.py" line="+80"/>
        <source>enter {cell} for free?</source>
        <translation>belépsz ide ingyen: {cell}?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>open the chest?</source>
        <translation>kinyitod a ládát?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>take one treasure from the display</source>
        <translation>vegyél el egy kincset a kínálatból</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>leave the dungeon?</source>
        <translation>elhagyod a kazamatát?</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Turn {turn}: energy refreshed</source>
        <translation>{turn}. kör: energia frissítve</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Creep to {cell}</source>
        <translation>Lopakodás ide: {cell}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Backtrack to {cell}</source>
        <translation>Visszalépés ide: {cell}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peer into {cell}</source>
        <translation>Kémlelés ide: {cell}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Enter {cell}</source>
        <translation>Belépés ide: {cell}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Took {card} from the display</source>
        <translation>Elvett a kínálatból: {card}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Left the dungeon</source>
        <translation>Elhagyta a kazamatát</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hustle to {cell}</source>
        <translation>Iramodás ide: {cell}</translation>
    </message>
    <message>
        <location line="-296"/>
        <source>Hustle on or stop (Creeps left: {creeps})</source>
        <translation>Iramodj tovább, vagy állj meg (hátralévő lopakodás: {creeps})</translation>
    </message>
    <message>
        <location line="+257"/>
        <source>Conserve {cubes}; turn ends</source>
        <translation>Tartalékolás: {cubes}; a kör véget ér</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn ends, nothing conserved</source>
        <translation>A kör véget ér, semmi sincs tartalékolva</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No cube left to take</source>
        <translation>Nem maradt elvehető kocka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cubes spent: {cubes}</source>
        <translation>Elhasznált kockák: {cubes}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cubes fatigued: {cubes}</source>
        <translation>Kimerült kockák: {cubes}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Learned {cell}: walls {sides}; {feature}</source>
        <translation>{cell} megismerve: falak: {sides}; {feature}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learned {cell}: no walls; {feature}</source>
        <translation>{cell} megismerve: nincs fal; {feature}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>empty</source>
        <translation>üres</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Check against {hazard} (target {target}): rolled {faces} = {total}, success</source>
        <translation>Próba ellene: {hazard} (célszám {target}): dobás {faces} = {total}, siker</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check against {hazard} (target {target}): rolled {faces} = {total}, failure</source>
        <translation>Próba ellene: {hazard} (célszám {target}): dobás {faces} = {total}, kudarc</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no dice</source>
        <translation>nincs dobókocka</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{hazard} is removed from the game</source>
        <translation>{hazard} kikerül a játékból</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opened the chest: drew a treasure</source>
        <translation>Kinyitotta a ládát: húzott egy kincset</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened the chest</source>
        <translation>Kinyitotta a ládát</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{hazard} strikes: {penalty}</source>
        <translation>{hazard} lecsap: {penalty}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>north</source>
        <translation>észak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>east</source>
        <translation>kelet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>south</source>
        <translation>dél</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>west</source>
        <translation>nyugat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start</source>
        <translation>bejárat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exit</source>
        <translation>kijárat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chest</source>
        <translation>láda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>monster</source>
        <translation>szörny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trap</source>
        <translation>csapda</translation>
    </message>
</context>
<context>
    <name>LairsRefusal</name>
    <message>
        <location line="-229"/>
        <source>it is not this explorer&apos;s turn</source>
        <translation>most nem ez a felfedező következik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first answer: {question}</source>
        <translation>előbb válaszolj: {question}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{target} is not next to {here}</source>
        <translation>{target} nem szomszédja ennek: {here}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a wall stands between {here} and {target}</source>
        <translation>fal áll itt: {here} és {target} között</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{target} is already known</source>
        <translation>{target} már ismert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{target} is not reachable through Known Empty cells (features stop a Backtrack)</source>
        <translation>{target} nem érhető el Ismert üres mezőkön át (az elemek megállítják a visszalépést)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{action} does not pay {cost} from your Fresh/Conserved cubes</source>
        <translation>{action}: a Friss/Tartalékolt kockáidból nem fizethető ki ez: {cost}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>there is no monster or trap here to fight or disarm</source>
        <translation>itt nincs szörny vagy csapda, amellyel harcolni vagy amelyet hatástalanítani lehetne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>those cubes cannot be spent</source>
        <translation>ezek a kockák nem költhetők el</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on a hazard you may only fight/disarm it or move out</source>
        <translation>veszélyen csak harcolhatsz/hatástalaníthatsz, vagy kiléphetsz a mezőről</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conserve moves up to 3 Fresh cubes into the free Conserved slots</source>
        <translation>a tartalékolás legfeljebb 3 Friss kockát tesz a szabad Tartalékolt helyekre</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/game.py" line="+226"/>
        <source>choose at most 4 of your treasures to score face-up</source>
        <translation>legfeljebb 4 kincset válassz, amely felfordítva számít</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>treasures are turned face-up at the end of the game</source>
        <translation>a kincseket a játék végén fordítják fel</translation>
    </message>
</context>
<context>
    <name>LairsReplayTable</name>
    <message>
        <location filename="../../ui/lairs/explorer/replay_table.py" line="+97"/>
        <source>&lt;b&gt;{0}&apos;s map of {1}&apos;s dungeon&lt;/b&gt;&lt;br&gt;chests {2} · monsters {3} · traps {4} · {5} turns</source>
        <translation>&lt;b&gt;{0} térképe {1} kazamatájáról&lt;/b&gt;&lt;br&gt;ládák {2} · szörnyek {3} · csapdák {4} · {5} kör</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Display</source>
        <translation>Kínálat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(empty)</source>
        <translation>(üres)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;{0}&apos;s map of {1}&apos;s dungeon&lt;/b&gt;&lt;br&gt;chests {2} · monsters {3} · traps {4}</source>
        <translation>&lt;b&gt;{0} térképe {1} kazamatájáról&lt;/b&gt;&lt;br&gt;ládák {2} · szörnyek {3} · csapdák {4}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;{0}&apos;s own dungeon&lt;/b&gt;, {1} exploring it</source>
        <translation>&lt;b&gt;{0} saját kazamatája&lt;/b&gt;, felfedező: {1}</translation>
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
        <translation>alap: {base} + bónusz: {bonus}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>base {base}</source>
        <translation>alap: {base}</translation>
    </message>
</context>
<context>
    <name>LairsSheet</name>
    <message>
        <location filename="../../companion/lairs/tabletop/map_sheet.py" line="+148"/>
        <source>there is no symbol to shade on {cell}</source>
        <translation>itt nincs besatírozható jel: {cell}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>write a target next to a monster or trap symbol, and {cell} has none</source>
        <translation>célszámot szörny- vagy csapdajel mellé írj, de itt nincs ilyen: {cell}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a target is a whole number ≥ 0</source>
        <translation>a célszám 0-nál nem kisebb egész szám</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the notes box holds at most {limit} characters</source>
        <translation>a jegyzetmezőbe legfeljebb {limit} karakter fér</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/tabletop/player_mat.py" line="+51"/>
        <source>chests</source>
        <translation>ládák</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>monsters</source>
        <translation>szörnyek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>traps</source>
        <translation>csapdák</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>choose the cubes first</source>
        <translation>előbb válaszd ki a kockákat</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>only Fresh and Conserved cubes can be spent</source>
        <translation>csak Friss és Tartalékolt kocka költhető el</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>those cubes are not on the mat</source>
        <translation>ezek a kockák nincsenek a táblán</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>those cubes are not on the mat (Fatigued cubes cannot be fatigued again)</source>
        <translation>ezek a kockák nincsenek a táblán (Kimerült kocka nem meríthető ki újra)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only Fresh cubes can be Conserved</source>
        <translation>csak Friss kocka tartalékolható</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conserve moves at most {most} Fresh cubes into the {slots} Conserved slots</source>
        <translation>a tartalékolás legfeljebb {most} Friss kockát tesz a {slots} Tartalékolt helyre</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the {row} row has {slots} slots</source>
        <translation>a teljesítménysorban ({row}) {slots} hely van</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/tabletop/score_chart.py" line="+84"/>
        <source>{card} is already in the collection</source>
        <translation>{card} már a gyűjteményben van</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{card} is not in the collection</source>
        <translation>{card} nincs a gyűjteményben</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>turn exactly {count} of your treasures face-up</source>
        <translation>pontosan {count} kincsedet fordítsd fel</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>exit: first out, second out or not out</source>
        <translation>kijutás: elsőként, másodikként, vagy nem jutott ki</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/tabletop/table_sheet.py" line="+41"/>
        <source>a title has at most {limit} characters</source>
        <translation>a cím legfeljebb {limit} karakter</translation>
    </message>
</context>
<context>
    <name>LairsTableLog</name>
    <message>
        <location filename="../../ui/lairs/explorer/table_log.py" line="+32"/>
        <source>{explorer}&apos;s turn {turn} in your dungeon: energy refreshed</source>
        <translation>{explorer} {turn}. köre a kazamatádban: az energia megújult</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} creeps to {cell}</source>
        <translation>{explorer} ide lopakodik: {cell}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} hustles to {cell}</source>
        <translation>{explorer} ide iramodik: {cell}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} backtracks to {cell}</source>
        <translation>{explorer} ide lép vissza: {cell}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} peers into {cell}</source>
        <translation>{explorer} bekémlel ide: {cell}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} enters {cell}</source>
        <translation>{explorer} belép ide: {cell}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You tell {explorer}: {cell}, walls {sides}; {feature}</source>
        <translation>Közlöd {explorer} játékossal: {cell}, falak: {sides}; {feature}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You tell {explorer}: {cell}, no walls; {feature}</source>
        <translation>Közlöd {explorer} játékossal: {cell}, nincs fal; {feature}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your {hazard} strikes {explorer}: {penalty}</source>
        <translation>{hazard} veszélyed lesújt {explorer} játékosra: {penalty}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} spends {cubes}</source>
        <translation>{explorer} elhasznál: {cubes}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} fatigues {cubes}</source>
        <translation>{explorer} kimerít: {cubes}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} has no cube left to take</source>
        <translation>{explorer} játékosnak nem maradt elvehető kockája</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} checks against your {hazard} (target {target}): rolled {faces} = {total}, success</source>
        <translation>{explorer} próbát tesz a {hazard} veszélyed ellen (célszám {target}): dobás {faces} = {total}, siker</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{explorer} checks against your {hazard} (target {target}): rolled {faces} = {total}, failure</source>
        <translation>{explorer} próbát tesz a {hazard} veszélyed ellen (célszám {target}): dobás {faces} = {total}, kudarc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your {hazard} is removed from the game</source>
        <translation>A {hazard} veszélyed kikerül a játékból</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} opens your chest and draws a treasure (not shown to you)</source>
        <translation>{explorer} kinyitja a ládádat, és húz egy kincset (neked nem mutatják)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} opens your chest</source>
        <translation>{explorer} kinyitja a ládádat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} takes {card} from the display</source>
        <translation>{explorer} elveszi a kirakott lapok közül: {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} conserves {cubes}; the turn ends</source>
        <translation>{explorer} tartalékol: {cubes}; a kör véget ér</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} ends the turn, conserving nothing</source>
        <translation>{explorer} befejezi a kört, semmit sem tartalékol</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} leaves your dungeon</source>
        <translation>{explorer} elhagyja a kazamatádat</translation>
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
        <translation>{0} bármely</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> or </source>
        <translation> / </translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (no substitute)</source>
        <translation> (nincs helyettesítő)</translation>
    </message>
    <message>
        <location filename="../../ui/lairs/tabletop/wording.py" line="+21"/>
        <source>north</source>
        <translation>észak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>east</source>
        <translation>kelet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>south</source>
        <translation>dél</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>west</source>
        <translation>nyugat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nothing (empty)</source>
        <translation>semmi (üres)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Start</source>
        <translation>a Bejárat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the Exit</source>
        <translation>a Kijárat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a chest</source>
        <translation>egy láda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a monster</source>
        <translation>egy szörny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a trap</source>
        <translation>egy csapda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>monster defeated</source>
        <translation>szörny legyőzve</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>trap disarmed</source>
        <translation>csapda hatástalanítva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trap removed (failed disarm)</source>
        <translation>csapda eltávolítva (sikertelen hatástalanítás)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chest opened</source>
        <translation>láda kinyitva</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: {1} (target {2})</source>
        <translation>{0}: {1} (célszám {2})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tell about {0}</source>
        <translation>Mondd el: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1. Walls: {0}</source>
        <translation>1. Falak: {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2. Feature: {0}</source>
        <translation>2. Elem: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(outer wall {0}: common knowledge, need not be said)</source>
        <translation>(külső fal: {0}; közismert, nem kell mondani)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>success</source>
        <translation>siker</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failure</source>
        <translation>kudarc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} (target {1}): rolled {2}, {3}</source>
        <translation>{0} (célszám {1}): dobás {2}, {3}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; new target {0} (they write it on their map)</source>
        <translation>; új célszám: {0} (felírják a térképükre)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; the trap strikes and is removed</source>
        <translation>; a csapda lecsap, és eltávolítják</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} strikes: {1}</source>
        <translation>{0} lecsap: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name the Start: {0}</source>
        <translation>Nevezd meg a Bejáratot: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new Explorer turn: confirm their position</source>
        <translation>Új felfedezőkör: erősítsd meg a helyzetüket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A chest: they may open it</source>
        <translation>Egy láda: kinyithatják</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chest opened: they draw the top card and take one from the display</source>
        <translation>Láda kinyitva: húzzák a felső lapot, és elvesznek egyet a kínálatból</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Exit: they have an achievement and may leave</source>
        <translation>A Kijárat: van teljesítményük, kiléphetnek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Exit: no achievement yet, they cannot leave</source>
        <translation>A Kijárat: még nincs teljesítményük, nem léphetnek ki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hustle: up to 3 Creeps follow; it ends on a non-empty cell</source>
        <translation>Iramodás: legfeljebb 3 lopakodás következik; nem üres mezőn véget ér</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hustle is over (3 Creeps): the next Creep is paid</source>
        <translation>Az iramodásnak vége (3 lopakodás): a következő lopakodásért fizetni kell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hustle is over</source>
        <translation>Az iramodásnak vége</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They left the dungeon</source>
        <translation>Elhagyták a kazamatát</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their turn is over: no cube left to spend</source>
        <translation>Vége a körüknek: nem maradt elkölthető kocka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their turn is over</source>
        <translation>Vége a körüknek</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Creep on (part of the Hustle) or stop</source>
        <translation>Lopakodás tovább (az iramodás része), vagy megállás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>enter the peered cell for free, or stay</source>
        <translation>belépés a kikémlelt mezőre ingyen, vagy maradás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open the chest, or leave it closed</source>
        <translation>a láda kinyitása, vagy zárva hagyása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leave the dungeon, or stay</source>
        <translation>a kazamata elhagyása, vagy maradás</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>nothing</source>
        <translation>semmi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} is Known but has no Known circle</source>
        <translation>{0}: Ismert, de nincs Ismert-karika rajta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is marked Known but was never described</source>
        <translation>{0}: Ismertnek jelölve, de sosem írták le</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the wall {0} is missing</source>
        <translation>hiányzik a fal: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no wall at {0}</source>
        <translation>itt nincs fal: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the wall {0} was never described</source>
        <translation>ezt a falat sosem írták le: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} should show {1}</source>
        <translation>{0}: ennek kell látszania: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} shows {1} but should show {2}</source>
        <translation>{0}: ez látszik: {1}, de ennek kellene: {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the symbol on {0} should be shaded</source>
        <translation>{0}: a jelet be kell satírozni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the symbol on {0} should not be shaded</source>
        <translation>{0}: a jelet nem kell besatírozni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the target on {0} should be {1}, not {2}</source>
        <translation>{0}: a célszám {1} legyen, ne {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tracker should be on {0}, not {1}</source>
        <translation>a jelző helye {0}, nem {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off the map</source>
        <translation>a térképen kívül</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fresh</source>
        <translation>Friss</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spent</source>
        <translation>Elhasznált</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fatigued</source>
        <translation>Kimerült</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Conserved</source>
        <translation>Tartalékolt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Their cubes: {0}</source>
        <translation>A kockáik: {0}</translation>
    </message>
</context>
<context>
    <name>LairsTreasure</name>
    <message>
        <location filename="../../companion/lairs/treasures.py" line="+109"/>
        <source>+{points} if you hold another {type}</source>
        <translation>+{points}, ha van még {type} lapod</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for each other {type}</source>
        <translation>+{points} minden más {type} lapért</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} if you hold another {keyword} card</source>
        <translation>+{points}, ha van még {keyword} lapod</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+{points} for each other {keyword} card</source>
        <translation>+{points} minden más {keyword} lapért</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+{points} for each other type you hold</source>
        <translation>+{points} minden más birtokolt típusért</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+{points} if you hold {count} different types</source>
        <translation>+{points}, ha van {count} különféle típusod</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+{points}</source>
        <translation>+{points}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{name}: {type}{keywords}, base {base}</source>
        <translation>{name}: {type}{keywords}, alap {base}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card}; {bonus}</source>
        <translation>{card}; {bonus}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} (stand-in card)</source>
        <translation>{card} (pótlap)</translation>
    </message>
</context>
<context>
    <name>LairsValidation</name>
    <message>
        <location filename="../../companion/lairs/validation.py" line="+193"/>
        <source>Feature counts: {problems}</source>
        <translation>Elemek száma: {problems}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{walls} wall placed; a dungeon needs {least}–{most}</source>
        <translation>{walls} fal lerakva; egy kazamatához {least}–{most} kell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{walls} walls placed; a dungeon needs {least}–{most}</source>
        <translation>{walls} fal lerakva; egy kazamatához {least}–{most} kell</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{count} cell cannot be reached from Start {start}: {cells}</source>
        <translation>{count} mező nem érhető el a Bejárattól ({start}): {cells}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} cells cannot be reached from Start {start}: {cells}</source>
        <translation>{count} mező nem érhető el a Bejárattól ({start}): {cells}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{goal}: {reason}</source>
        <translation>{goal}: {reason}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{have} start (needs {needed})</source>
        <translation>{have} bejárat ({needed} kell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} exit (needs {needed})</source>
        <translation>{have} kijárat ({needed} kell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} chest (needs {needed})</source>
        <translation>{have} láda ({needed} kell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} monster (needs {needed})</source>
        <translation>{have} szörny ({needed} kell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} trap (needs {needed})</source>
        <translation>{have} csapda ({needed} kell)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{have} starts (needs {needed})</source>
        <translation>{have} bejárat ({needed} kell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} exits (needs {needed})</source>
        <translation>{have} kijárat ({needed} kell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} chests (needs {needed})</source>
        <translation>{have} láda ({needed} kell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} monsters (needs {needed})</source>
        <translation>{have} szörny ({needed} kell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} traps (needs {needed})</source>
        <translation>{have} csapda ({needed} kell)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exit {cell}</source>
        <translation>Kijárat {cell}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chest {cell}</source>
        <translation>Láda {cell}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>walled off from Start</source>
        <translation>fal zárja el a Bejárattól</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every path from Start passes two monsters</source>
        <translation>a Bejárattól minden út két szörnyön visz át</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every path from Start passes two traps</source>
        <translation>a Bejárattól minden út két csapdán visz át</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every path from Start passes two traps and two monsters</source>
        <translation>a Bejárattól minden út két csapdán és két szörnyön visz át</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every path from Start passes two traps or two monsters</source>
        <translation>a Bejárattól minden út két csapdán vagy két szörnyön visz át</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>there is no Start</source>
        <translation>nincs Bejárat</translation>
    </message>
</context>
<context>
    <name>LandlordHelperWindow</name>
    <message>
        <location filename="../../ui/intrige/landlord_helper.py" line="-172"/>
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>S&amp;zerkesztés</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>Intrige landlord&apos;s helper (*.json)</source>
        <translation>Intrige – a kastélyúr segédje (*.json)</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Edit</source>
        <translation>Szerkesztés</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Open Intrige game</source>
        <translation>Intrige-játék megnyitása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save Intrige game</source>
        <translation>Intrige-játék mentése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open the game</source>
        <translation>A játék nem nyitható meg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot save the game</source>
        <translation>A játék nem menthető</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No recent games</source>
        <translation>Nincs legutóbbi játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>untitled</source>
        <translation>névtelen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Intrige landlord&apos;s helper</source>
        <translation>Intrige – a kastélyúr segédje</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>intrige game</source>
        <translation>intrige-játék</translation>
    </message>
</context>
<context>
    <name>LauncherWindow</name>
    <message>
        <location filename="../../ui/shell/launcher.py" line="+57"/>
        <source>Build a dungeon behind your screen, then explore your rival&apos;s blind.</source>
        <translation>Építs kazamatát a paravánod mögött, aztán fedezd fel vakon a riválisodét.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bluff, steal and assassinate your way to the last influence standing.</source>
        <translation>Blöffölj, lopj és gyilkolj, amíg csak neked marad befolyásod.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show sets from a hand you may not reorder, or scout the table&apos;s cards.</source>
        <translation>Játssz ki kombinációkat egy át nem rendezhető kézből, vagy toborozz az asztal lapjaiból.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place your scholars in rival castles: bribe landlords, break promises.</source>
        <translation>Helyezd el tudósaidat a rivális kastélyokban: vesztegesd meg a kastélyurakat, szegd meg az ígéreteidet.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Companion</source>
        <translation>Companion</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No game activities are installed.</source>
        <translation>Nincs telepített játéktevékenység.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>{0} players</source>
        <translation>{0} játékos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>about {0} min</source>
        <translation>kb. {0} perc</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Rules guide</source>
        <translation>Szabálykalauz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set-up, a turn, a cheat-sheet, and the decisions Companion takes where the rules are silent</source>
        <translation>Előkészület, egy kör, puskalap, és a Companion döntései ott, ahol a szabályok hallgatnak</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Unfinished work&lt;/b&gt;</source>
        <translation>&lt;b&gt;Befejezetlen munka&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume</source>
        <translation>&amp;Folytatás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>&amp;Elvetés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Recent games&lt;/b&gt;</source>
        <translation>&lt;b&gt;Legutóbbi játszmák&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games finished here lately: double-click one to watch it again (how many are kept: Settings → Preferences)</source>
        <translation>Az itt nemrég befejezett játszmák: kattints duplán egyre, hogy újra megnézd (hányat őrzünk meg: Beállítások → Preferenciák)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Recent files&lt;/b&gt;</source>
        <translation>&lt;b&gt;Legutóbbi fájlok&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>{0} (missing)</source>
        <translation>{0} (hiányzik)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Files you open or save appear here.</source>
        <translation>A megnyitott vagy mentett fájlok itt jelennek meg.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>never saved</source>
        <translation>sosem mentve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} — {1}
unsaved changes from {2}</source>
        <translation>{0} — {1}
mentetlen módosítások innen: {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Never saved in a file</source>
        <translation>Sosem mentették fájlba</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Games you finish are kept here to watch again.</source>
        <translation>A befejezett játszmáid itt maradnak, hogy újra megnézhesd őket.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not finished</source>
        <translation>nincs befejezve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a draw</source>
        <translation>döntetlen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} won</source>
        <translation>{0} nyert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and </source>
        <translation> és </translation>
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
        <translation>{0}. játékos</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0} (bot)</source>
        <translation>{0} (gép)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>saved {0}</source>
        <translation>mentve: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}, {1} to move · {2}</source>
        <translation>{0}, {1} következik · {2}</translation>
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
        <translation>te vagy a házigazda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at {0}</source>
        <translation>cím: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} at table {1} — {2}
{3} · joined {4}</source>
        <translation>{0}, asztalkód: {1} — {2}
{3} · csatlakozva: {4}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set aside, as they could not be read:</source>
        <translation>Félretéve, mert nem olvashatók:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot resume game</source>
        <translation>A játék nem folytatható</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Leave this network table for good? You cannot come back to your seat.</source>
        <translation>Végleg elhagyod ezt a hálózati asztalt? Nem térhetsz vissza a helyedre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave table</source>
        <translation>Asztal elhagyása</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discard changes</source>
        <translation>Módosítások elvetése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard these unsaved changes for good?</source>
        <translation>Végleg elveted ezeket a mentetlen módosításokat?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard game</source>
        <translation>Játék elvetése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard this unfinished game for good?</source>
        <translation>Végleg elveted ezt a befejezetlen játékot?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>File not found</source>
        <translation>A fájl nem található</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} no longer exists; it is removed from the list.</source>
        <translation>{0} már nem létezik; kikerül a listából.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Megnyitás…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch a Game Record…</source>
        <translation>Játékfelvétel &amp;lejátszása…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through a saved game decision by decision</source>
        <translation>Lépkedj végig egy mentett játékon, döntésről döntésre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a Network Game…</source>
        <translation>&amp;Csatlakozás hálózati játékhoz…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sit at a table another Companion hosts, with the host&apos;s address and the table&apos;s code</source>
        <translation>Ülj le egy másik Companion által nyitott asztalhoz a házigazda címével és az asztalkóddal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join a network game…</source>
        <translation>Csatlakozás hálózati játékhoz…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>&amp;Beállítások</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Programbeállítások…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules Guides</source>
        <translation>&amp;Szabálykalauzok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Companion</source>
        <translation>A Companion &amp;névjegye</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open</source>
        <translation>Megnyitás</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+17"/>
        <source>All files (*)</source>
        <translation>Minden fájl (*)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Watch a Game Record</source>
        <translation>Játékfelvétel lejátszása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json)</source>
        <translation>Játékfelvételek (*.json)</translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <location filename="../../ui/net/lobby.py" line="+154"/>
        <source>Table code:</source>
        <translation>Asztalkód:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy invitation</source>
        <translation>Meghívó másolása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the table&apos;s address and code, to send to the players</source>
        <translation>Az asztal címének és kódjának másolása, hogy elküldhesd a játékosoknak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table chat</source>
        <translation>Csevegés az asztalnál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say something to the table…</source>
        <translation>Írj valamit az asztalnak…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send</source>
        <translation>Küldés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start Game</source>
        <translation>Játék &amp;indítása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave Table</source>
        <translation>Asztal &amp;elhagyása</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Close</source>
        <translation>&amp;Bezárás</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} table {1}</source>
        <translation>{0}-asztal {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table {0}</source>
        <translation>{0} asztal</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players join from Companion (File → Join a Network Game) at {0} with this code.</source>
        <translation>A játékosok a Companionben csatlakoznak (Fájl → Csatlakozás hálózati játékhoz) ezzel a kóddal, ezen a címen: {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> or </source>
        <translation> vagy </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only Companions on this computer can join: to let other devices in, host with “Let other devices on my networks join” ticked.</source>
        <translation>Csak ezen a számítógépen futó Companion csatlakozhat: ha más eszközöket is beengednél, a „Más eszközök is csatlakozhatnak a hálózataimról” bejelölésével nyiss asztalt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hosted at {0}</source>
        <translation>Az asztal címe: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connecting to the table…</source>
        <translation>Kapcsolódás az asztalhoz…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reconnecting to the table…</source>
        <translation>Újrakapcsolódás az asztalhoz…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is on.</source>
        <translation>Folyik a játék.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Waiting for %n more player(s) (or give their seats to bots).</source>
        <translation>
            <numerusform>Várakozás még %n játékosra (vagy add a helyüket gépeknek).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Waiting for %n more player(s).</source>
        <translation>
            <numerusform>Várakozás még %n játékosra.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone is here: start when you are ready.</source>
        <translation>Mindenki itt van: indítsd el, amikor készen állsz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone is here: the host starts the game.</source>
        <translation>Mindenki itt van: a házigazda indítja a játékot.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Join my {0} table in Companion: File → Join a Network Game, address {1}, code {2}</source>
        <translation>Ülj le az asztalomhoz ({0}) a Companionben: Fájl → Csatlakozás hálózati játékhoz, cím: {1}, kód: {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The invitation is copied.</source>
        <translation>A meghívó a vágólapra került.</translation>
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
        <translation>Kinek a kazamatája? (felül felírva)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+76"/>
        <source>Notes</source>
        <translation>Jegyzetek</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>Pencil</source>
        <translation>Ceruza</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Lairs table sheet (*.json)</source>
        <translation>Lairs asztali lap (*.json)</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Known</source>
        <translation>Ismert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wall</source>
        <translation>Fal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chest</source>
        <translation>Láda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exit</source>
        <translation>Kijárat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Monster</source>
        <translation>Szörny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trap</source>
        <translation>Csapda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start</source>
        <translation>Bejárat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shade</source>
        <translation>Satír</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+85"/>
        <source>Target</source>
        <translation>Célszám</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Tracker</source>
        <translation>Jelző</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rub out</source>
        <translation>Radír</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw / rub out the Known circle of a cell</source>
        <translation>Egy mező Ismert-karikájának rajzolása / radírozása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the border between two cells to draw / rub out a wall</source>
        <translation>Kattints két mező határára fal rajzolásához / radírozásához</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shade a symbol: monster defeated, trap gone, chest opened</source>
        <translation>Jel besatírozása: szörny legyőzve, csapda eltűnt, láda kinyitva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a monster&apos;s or trap&apos;s target</source>
        <translation>Szörny vagy csapda célszámának felírása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move your tracker token</source>
        <translation>A jelződ mozgatása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rub out the symbol of a cell</source>
        <translation>Egy mező jelének radírozása</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw the {0} symbol</source>
        <translation>Jel rajzolása: {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;New sheet</source>
        <translation>Új &amp;lap</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>S&amp;zerkesztés</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Mark {0} Known</source>
        <translation>{0} Ismertnek jelölése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unmark {0}</source>
        <translation>{0} jelölésének törlése</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Symbol on {0}</source>
        <translation>Jel ide: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rub out {0}</source>
        <translation>Radírozás: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shade {0}</source>
        <translation>Satírozás: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tracker to {0}</source>
        <translation>Jelző ide: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw a monster or trap symbol on {0} first</source>
        <translation>Előbb rajzolj szörny- vagy csapdajelet ide: {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Target of the hazard on {0}:</source>
        <translation>A veszély célszáma itt: {0}:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Target on {0}</source>
        <translation>Célszám itt: {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw wall {0}</source>
        <translation>Fal rajzolása: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rub out wall {0}</source>
        <translation>Fal radírozása: {0}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Title</source>
        <translation>Cím</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open sheet</source>
        <translation>Lap megnyitása</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save sheet</source>
        <translation>Lap mentése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open sheet</source>
        <translation>A lap nem nyitható meg</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot save sheet</source>
        <translation>A lap nem menthető</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No recent sheets</source>
        <translation>Nincs legutóbbi lap</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Untitled sheet</source>
        <translation>Névtelen lap</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Explorer&apos;s map sheet</source>
        <translation>A felfedező térképlapja</translation>
    </message>
</context>
<context>
    <name>NetRefusal</name>
    <message>
        <location filename="../../companion/net/server.py" line="+283"/>
        <source>too many messages: at most {rate} a second</source>
        <translation>túl sok üzenet: másodpercenként legfeljebb {rate}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>say hello first</source>
        <translation>előbb köszönni kell (hello)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this server speaks protocol version {version}, not {asked}</source>
        <translation>ennek a szervernek a protokollverziója {version}, nem {asked}</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>the server could not do that (its log says why)</source>
        <translation>a szerver ezt nem tudta végrehajtani (az okát a naplójában találod)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>hello was already said</source>
        <translation>a köszönés (hello) már megtörtént</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this server has no room for another table</source>
        <translation>ezen a szerveren nincs hely újabb asztalnak</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no game called {game}</source>
        <translation>nincs ilyen nevű játék: {game}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>there is no table {code} on this server</source>
        <translation>ezen a szerveren nincs ilyen asztal: {code}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>no table on this server holds that token</source>
        <translation>ezen a szerveren egyik asztalhoz sem tartozik ez az azonosító</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this seat is now played from another connection</source>
        <translation>ezt a helyet most egy másik kapcsolatról játsszák</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>this table has as many onlookers as it can take</source>
        <translation>ennél az asztalnál már nincs hely több nézőnek</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+13"/>
        <source>join a table first</source>
        <translation>előbb csatlakozz egy asztalhoz</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>that token is not this connection&apos;s seat</source>
        <translation>ez az azonosító nem ennek a kapcsolatnak a helyéhez tartozik</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>only the players at the table chat</source>
        <translation>csak az asztalnál ülő játékosok cseveghetnek</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>you left the table</source>
        <translation>elhagytad az asztalt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>only the table&apos;s host may do that</source>
        <translation>ezt csak az asztal házigazdája teheti meg</translation>
    </message>
    <message>
        <location line="+27"/>
        <location filename="../../companion/net/table.py" line="+196"/>
        <source>the host has taken this seat from you</source>
        <translation>a házigazda elvette tőled ezt a helyet</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>only the table&apos;s players or its host start a rematch</source>
        <translation>visszavágót csak az asztal játékosai vagy a házigazdája indíthat</translation>
    </message>
    <message>
        <location filename="../../companion/net/table.py" line="-71"/>
        <source>{game} cannot be played digitally yet</source>
        <translation>{game} még nem játszható digitálisan</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{game} is played by {low}–{high} players, not {players}</source>
        <translation>{game}: {low}–{high} fős játék, nem {players} fős</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>seat {seat}: kind must be &quot;open&quot; or &quot;bot&quot;</source>
        <translation>{seat}. hely: a fajtája csak „open” (szabad) vagy „bot” (gép) lehet</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the game has started: every seat is taken</source>
        <translation>a játék elkezdődött: minden hely foglalt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is already at this table: choose another name</source>
        <translation>{name} már ennél az asztalnál ül: válassz másik nevet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every seat is taken</source>
        <translation>minden hely foglalt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seat {seat} is not free</source>
        <translation>{seat}. hely: nem szabad</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no seat at this table holds that token</source>
        <translation>ennél az asztalnál egyik helyhez sem tartozik ez az azonosító</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the game has already started</source>
        <translation>a játék már elkezdődött</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>seat {seat} is still free: wait for a player or give it to a bot</source>
        <translation>{seat}. hely még szabad: várj egy játékosra, vagy add egy gépnek</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{name} sits there: remove them first</source>
        <translation>ott {name} ül: előbb távolítsd el</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a bot plays seat {seat} for the whole game</source>
        <translation>{seat}. helyen az egész játék alatt gép játszik</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} is here: a bot stands in only for a player who is away</source>
        <translation>{name} itt van: gép csak távol lévő játékos helyett játszhat</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>nobody sits at seat {seat}</source>
        <translation>{seat}. helyen nem ül senki</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>there is no seat {seat}</source>
        <translation>nincs {seat}. hely</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the table has moved on since (you answered state {old}, it is at {new}): look again</source>
        <translation>a játék azóta továbbhaladt (a válaszod ennek az állásnak szólt: {old}, a mostani: {new}): nézd meg újra</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it is {name}&apos;s decision, not yours</source>
        <translation>most {name} dönt, nem te</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a bot stands in for you: it plays this seat until you come back</source>
        <translation>gép helyettesít: amíg vissza nem jössz, helyetted játszik</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a take-back is being asked for: the table waits for the answers</source>
        <translation>visszavételt kértek: az asztal a válaszokra vár</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the game has not started yet</source>
        <translation>a játék még nem kezdődött el</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a take-back is already being asked for</source>
        <translation>már folyamatban van egy visszavételi kérés</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you have no decision to take back: another player has decided since</source>
        <translation>nincs visszavehető döntésed: azóta egy másik játékos is döntött</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is away: a take-back needs everyone&apos;s agreement</source>
        <translation>{name} nincs itt: a visszavételhez mindenki beleegyezése kell</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>nobody is asking to take anything back</source>
        <translation>senki sem kért visszavételt</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>a rematch begins once the game is over</source>
        <translation>visszavágó csak a játék vége után kezdődhet</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a bot at this table thinks at most {seconds} seconds or {iterations} iterations a decision</source>
        <translation>ennél az asztalnál egy gép döntésenként legfeljebb {seconds} másodpercig vagy {iterations} iterációig gondolkodhat</translation>
    </message>
    <message>
        <location filename="../../ui/net/session.py" line="+108"/>
        <source>it is not your decision</source>
        <translation>nem te döntesz</translation>
    </message>
</context>
<context>
    <name>NetworkOptions</name>
    <message>
        <location filename="../../ui/shell/network_options.py" line="+73"/>
        <source>Playing over the network</source>
        <translation>Hálózati játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This screen shows the table to the room (the players play from their phones)</source>
        <translation>Ez a képernyő mutatja az asztalt a szobának (a játékosok a telefonjukról játszanak)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody plays at this screen: it shows the public table, large, with the code and a QR code to join</source>
        <translation>Ennél a képernyőnél senki sem játszik: nagyban mutatja a nyilvános asztalt, a kóddal és a csatlakozáshoz egy QR-kóddal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let other devices on my networks join</source>
        <translation>Más eszközök is csatlakozhatnak a hálózataimról</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce the table on this network</source>
        <translation>Az asztal meghirdetése ezen a hálózaton</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table server</source>
        <translation>Asztalszerver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this Companion (or a server&apos;s address)</source>
        <translation>ez a Companion (vagy egy szerver címe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave empty to host the table here; or give the address of a `companion serve` server</source>
        <translation>Hagyd üresen, ha itt nyitod az asztalt; vagy add meg egy `companion serve` szerver címét</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Phones cannot reach a table that only this computer can join: tick “Let other devices on my networks join”.</source>
        <translation>A telefonok nem érnek el olyan asztalt, amelyhez csak ez a számítógép csatlakozhat: jelöld be ezt: „Más eszközök is csatlakozhatnak a hálózataimról”.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The table is set on that server; the players join it there with its code.</source>
        <translation>Az asztal azon a szerveren nyílik meg; a játékosok ott csatlakoznak hozzá a kódjával.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Other devices reach this computer on port {0}; your firewall may ask.</source>
        <translation>Más eszközök ezen a porton érik el ezt a számítógépet: {0}; a tűzfalad rákérdezhet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only Companions on this computer can join until you tick the box above.</source>
        <translation>Amíg be nem jelölöd a fenti négyzetet, csak ezen a számítógépen futó Companion csatlakozhat.</translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <location filename="../../ui/net/play.py" line="+111"/>
        <source>Let other devices in</source>
        <translation>Más eszközök beengedése</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Companion&apos;s table server will listen on every network this computer is on, on port {0}, so that phones and other computers can join. Your firewall may ask. The tables here reconnect by themselves.</source>
        <translation>A Companion asztalszervere a számítógép minden hálózatán figyelni fog ezen a porton: {0}, hogy telefonok és más számítógépek is csatlakozhassanak. A tűzfalad rákérdezhet. Az itteni asztalok maguktól újracsatlakoznak.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot let other devices in</source>
        <translation>Nem sikerült beengedni más eszközöket</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cannot play</source>
        <translation>Nem lehet játszani</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This Companion has no window for {0} games.</source>
        <translation>Ebben a Companionben nincs ablak ehhez a játékhoz: {0}.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Table</source>
        <translation>&amp;Asztal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats and &amp;Chat…</source>
        <translation>Helyek és &amp;csevegés…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rematch</source>
        <translation>&amp;Visszavágó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next game at this table, for everyone, with the same seats</source>
        <translation>A következő játék ennél az asztalnál, mindenkinek, ugyanazokkal a helyekkel</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{0} is reconnecting…</source>
        <translation>{0} újrakapcsolódik…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reconnecting to the table…</source>
        <translation>Újrakapcsolódás az asztalhoz…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Take back</source>
        <translation>Visszavétel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} asks to take back their last decision. {1}, do you agree?</source>
        <translation>{0} vissza szeretné venni az utolsó döntését. {1}, beleegyezel?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Left the table</source>
        <translation>Már nem vagy az asztalnál</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Not allowed</source>
        <translation>Nem megengedett</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Not announced</source>
        <translation>Nincs meghirdetve</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The table could not be announced on this network ({0}); players join it by address.</source>
        <translation>Az asztalt nem sikerült meghirdetni ezen a hálózaton ({0}); a játékosok cím alapján csatlakozhatnak.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Give the host&apos;s address (for example 192.168.1.5:8765).</source>
        <translation>Add meg a házigazda címét (például 192.168.1.5:8765).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table&apos;s address starts with ws:// or wss://, not {0}://.</source>
        <translation>Az asztal címe ws:// vagy wss:// előtaggal kezdődik, nem {0}://.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/coup/newgame.py" line="+41"/>
        <source>New Coup game</source>
        <translation>Új Coup-játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats (clockwise; the first player starts)</source>
        <translation>Helyek (az óramutató járása szerint; az első játékos kezd)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inquisitor instead of Ambassador</source>
        <translation>Inkvizítor a Nagykövet helyett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-player set-up (3 sets of characters)</source>
        <translation>Kétszemélyes előkészület (3 karakterkészlet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reformation (allegiances, 2–10 players)</source>
        <translation>Reformáció (hűségek, 2–10 játékos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants</source>
        <translation>Változatok</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The two-player set-up is for exactly 2 players.</source>
        <translation>A kétszemélyes előkészület pontosan 2 játékosnak szól.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reformation: 2–10 players (5 copies of each character for 9–10).</source>
        <translation>Reformáció: 2–10 játékos (9–10 főnél minden karakterből 5 példány).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2–8 players (4 copies of each character for 7–8); 9–10 need Reformation.</source>
        <translation>2–8 játékos (7–8 főnél minden karakterből 4 példány); 9–10 főhöz Reformáció kell.</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/newgame.py" line="+49"/>
        <source>New Intrige game</source>
        <translation>Új Intrige-játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats (clockwise; the starting player is drawn by lot)</source>
        <translation>Helyek (az óramutató járása szerint; a kezdő játékost sorsolás dönti el)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants (house rules)</source>
        <translation>Változatok (házi szabályok)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refund</source>
        <translation>Visszatérítés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribes for scholars sent to the Island are paid back.</source>
        <translation>A Szigetre küldött tudósok kenőpénzét visszafizetik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Binding promises</source>
        <translation>Kötelező ígéretek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bribe may ask for a suite; if that applicant is admitted, they get it (if still free).</source>
        <translation>A kenőpénzzel lakosztályt lehet kérni; ha a jelentkezőt befogadják, megkapja (ha még szabad).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Different castles</source>
        <translation>Különböző kastélyok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two scholars sent in one turn go to two different castles.</source>
        <translation>Az egy lépésben küldött két tudós két különböző kastélyba megy.</translation>
    </message>
    <message>
        <location filename="../../ui/scout/newgame.py" line="+19"/>
        <source>New Scout game</source>
        <translation>Új Scout-játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats (clockwise; the first seat starts)</source>
        <translation>Helyek (az óramutató járása szerint; az első hely kezd)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>2 players: two rounds of 11 cards each; 3 Scout chips each, scouting costs one and does not end the turn; no Scout &amp; Show.</source>
        <translation>2 játékos: két forduló, egyenként 11 lappal; fejenként 3 toborzózseton, a toborzás egybe kerül, és nem ér véget vele a kör; nincs Toborzás és kijátszás.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} players: {0} rounds, every player starts one.</source>
        <translation>{0} játékos: {0} forduló, mindenki kezd egyet.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/newgame.py" line="+76"/>
        <source>Host game</source>
        <translation>Asztal nyitása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start game</source>
        <translation>Játék indítása</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <location filename="../../ui/shell/messages.py" line="+33"/>
        <source>{0}%</source>
        <comment>a percentage</comment>
        <translation>{0}%</translation>
    </message>
</context>
<context>
    <name>PlayerBox</name>
    <message>
        <location filename="../../ui/lairs/explorer/setup_dialog.py" line="-192"/>
        <source>Generate a random dungeon</source>
        <translation>Véletlen kazamata generálása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load from a file…</source>
        <translation>Betöltés fájlból…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From the editor: {0}</source>
        <translation>A szerkesztőből: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose file…</source>
        <translation>Fájl választása…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Open dungeon</source>
        <translation>Kazamata megnyitása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lairs dungeon (*.json)</source>
        <translation>Lairs kazamata (*.json)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot use {0}: {1}</source>
        <translation>{0} nem használható: {1}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>choose a dungeon</source>
        <translation>válassz kazamatát</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A valid dungeon is generated from the game&apos;s seed.</source>
        <translation>Szabályos kazamata készül a játék magjából.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✔ {0} follows the build rules.</source>
        <translation>✔ {0} betartja az építési szabályokat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dungeon</source>
        <translation>A kazamata</translation>
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
        <translation>Energiatábla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click cubes to choose them, then move them:</source>
        <translation>Kattints a kockákra a kiválasztásukhoz, aztán mozgasd őket:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refresh (start of turn)</source>
        <translation>Frissítés (a kör elején)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All Spent → Fresh, then all Fatigued → Spent; Conserved stay</source>
        <translation>Minden Elhasznált → Friss, aztán minden Kimerült → Elhasznált; a Tartalékoltak maradnak</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Refresh energy</source>
        <translation>Energia frissítése</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Spend</source>
        <translation>Költés</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Spend cubes</source>
        <translation>Kockák elköltése</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Fatigue</source>
        <translation>Kimerítés</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Fatigue cubes</source>
        <translation>Kockák kimerítése</translation>
    </message>
    <message>
        <location line="-41"/>
        <location line="+6"/>
        <source>Conserve</source>
        <translation>Tartalékolás</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Conserve cubes</source>
        <translation>Kockák tartalékolása</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Creep</source>
        <translation>Lopakodás</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hustle</source>
        <translation>Iramodás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backtrack</source>
        <translation>Visszalépés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Peer</source>
        <translation>Kémlelés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check</source>
        <translation>Próba</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 any per die</source>
        <translation>1 bármely/dobókocka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>free, up to 3 Fresh; ends the turn</source>
        <translation>ingyen, max. 3 Friss; kör vége</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Achievements</source>
        <translation>Teljesítmények</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened chests</source>
        <translation>Kinyitott ládák</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defeated monsters</source>
        <translation>Legyőzött szörnyek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disarmed traps</source>
        <translation>Hatástalanított csapdák</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exit conditions</source>
        <translation>Kijutás feltételei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave by the Exit with:&lt;br&gt;• 3 chests opened, or&lt;br&gt;• 3 monsters defeated, or&lt;br&gt;• 2 chests + 2 monsters</source>
        <translation>Kijutás a Kijáraton, ha van:&lt;br&gt;• 3 kinyitott láda, vagy&lt;br&gt;• 3 legyőzött szörny, vagy&lt;br&gt;• 2 láda + 2 szörny</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;You may leave&lt;/b&gt; when you reach the Exit.</source>
        <translation>&lt;b&gt;Kijuthatsz&lt;/b&gt;, amikor eléred a Kijáratot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not yet: the Exit does not let you out.</source>
        <translation>Még nem: a Kijárat nem enged ki.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Achievements: {0}</source>
        <translation>Teljesítmények: {0}</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../../ui/coup/tracker_window.py" line="+127"/>
        <source>Turn face up</source>
        <translation>Felfordítás</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>reveal</source>
        <translation>felfordít</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>coins</source>
        <translation>érme</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>allegiance</source>
        <translation>hűség</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Pay 1 to Reserve</source>
        <translation>1 a tartalékba</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+2"/>
        <source>reserve</source>
        <translation>tartalék</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pay 2 to Reserve</source>
        <translation>2 a tartalékba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embezzle</source>
        <translation>Sikkasztás</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>embezzle</source>
        <translation>sikkaszt</translation>
    </message>
    <message>
        <location line="+22"/>
        <source> (exiled)</source>
        <translation> (száműzve)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n érme</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face up: {0}</source>
        <translation>Felfordítva: {0}</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../ui/shell/preferences.py" line="+49"/>
        <source>Preferences</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Nyelv:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finished games kept:</source>
        <translation>Megőrzött &amp;befejezett játszmák:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>egy sem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The newest finished games are kept to watch again (the launcher lists them); older ones beyond this number are removed. 0 keeps none.</source>
        <translation>A legújabb befejezett játszmákat megőrizzük újranézésre (az indító felsorolja őket); az e számon felüli régebbieket töröljük. 0 esetén egyet sem.</translation>
    </message>
</context>
<context>
    <name>QuitDialog</name>
    <message>
        <location filename="../../ui/shell/quit.py" line="+81"/>
        <source>Unsaved changes</source>
        <translation>Mentetlen módosítások</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games need no saving: they are kept as you play and offered again when Companion starts.</source>
        <translation>A játékokat nem kell menteni: játék közben megmaradnak, és a Companion indulásakor újra felkínálja őket.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save All</source>
        <translation>Összes &amp;mentése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard All</source>
        <translation>Összes &amp;elvetése</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../../companion/core/protocol.py" line="+84"/>
        <source>it is not a legal action now</source>
        <translation>ez most nem szabályos lépés</translation>
    </message>
    <message>
        <location line="+36"/>
        <location filename="../../companion/net/table.py" line="-75"/>
        <source>the game is over</source>
        <translation>a játéknak vége</translation>
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
        <translation>Visszajátszás: {0} — {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Public table (no hidden cards)</source>
        <translation>Nyilvános asztal (rejtett lapok nélkül)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {0} saw it</source>
        <translation>Ahogy {0} látta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play On from Here</source>
        <translation>Játék &amp;folytatása innen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game from this decision, with the same seats; this record stays as it is</source>
        <translation>Új játék indítása ettől a döntéstől, ugyanazokkal a helyekkel; ez a felvétel változatlan marad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First</source>
        <translation>Első</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>◀ Back</source>
        <translation>◀ Vissza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward ▶</source>
        <translation>Előre ▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last</source>
        <translation>Utolsó</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Replay</source>
        <translation>Visszajátszás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Decisions&lt;/b&gt;</source>
        <translation>&lt;b&gt;Döntések&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <location line="+89"/>
        <source>Set-up · %n decision(s)</source>
        <translation>
            <numerusform>Előkészület · %n döntés</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision {0} of {1} · {2}</source>
        <translation>{0}/{1}. döntés · {2}</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Set-up</source>
        <translation>Előkészület</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Cannot play on</source>
        <translation>Nem folytatható</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+6"/>
        <location line="+11"/>
        <source>Cannot watch game record</source>
        <translation>A játékfelvétel nem játszható le</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Companion cannot show {0} games yet.</source>
        <translation>A Companion még nem tud {0}-játékot megjeleníteni.</translation>
    </message>
</context>
<context>
    <name>RoomDock</name>
    <message>
        <location filename="../../ui/net/room_dock.py" line="+42"/>
        <source>Joining the Table</source>
        <translation>Csatlakozás az asztalhoz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to Join</source>
        <translation>&amp;Hogyan lehet csatlakozni</translation>
    </message>
</context>
<context>
    <name>RoundEndScreen</name>
    <message>
        <location filename="../../ui/scout/round_end.py" line="+63"/>
        <location line="+87"/>
        <source>Next round</source>
        <translation>Következő forduló</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>New game…</source>
        <translation>Új játék…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;This round&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ez a forduló&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Score sheet&lt;/b&gt;</source>
        <translation>&lt;b&gt;Pontozólap&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Round {0} of {1} is over</source>
        <translation>{0}/{1}. forduló: vége</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>See the table</source>
        <translation>Az asztal megtekintése</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Captured (+1 each)</source>
        <translation>Megszerzett (+1/db)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips left (+1 each)</source>
        <translation>Megmaradt zseton (+1/db)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scout chips (+1 each)</source>
        <translation>Toborzózseton (+1/db)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In hand (−1 each)</source>
        <translation>Kézben (−1/db)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round score</source>
        <translation>Forduló pontszáma</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} (no penalty)</source>
        <translation>{0} (nincs büntetés)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ended the round: takes no hand penalty</source>
        <translation>Lezárta a fordulót: nincs kézbüntetése</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} ended the round and takes no hand penalty (highlighted). The Active Set left on the table scores for nobody.</source>
        <translation>{0} lezárta a fordulót, így nincs kézbüntetése (kiemelve). Az asztalon maradt aktív kombináció senkinek sem ér pontot.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two players: every unspent Scout chip scores 1.</source>
        <translation>Két játékos: minden el nem költött toborzózseton 1 pontot ér.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round {0}</source>
        <translation>{0}. forduló</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Összesen</translation>
    </message>
</context>
<context>
    <name>ScoreChartWidget</name>
    <message>
        <location filename="../../ui/lairs/explorer/score_chart.py" line="+34"/>
        <source>Face-up treasures</source>
        <translation>Felfordított kincsek</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Face-down treasures</source>
        <translation>Lefordított kincsek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defeated monsters</source>
        <translation>Legyőzött szörnyek</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exiting</source>
        <translation>Kijutás</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Other</source>
        <translation>Egyéb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Összesen</translation>
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
        <translation>Scout pontszámláló</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New score sheet</source>
        <translation>Új pontozólap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clockwise around the table</source>
        <translation>Az óramutató járása szerint az asztal körül</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starts round 1</source>
        <translation>Az 1. fordulót kezdi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player {0}</source>
        <translation>{0}. játékos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This player starts round 1; the start moves one seat clockwise each round</source>
        <translation>Ez a játékos kezdi az 1. fordulót; a kezdés fordulónként egy hellyel odébb kerül az óramutató járása szerint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the score sheet</source>
        <translation>Pontozólap indítása</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>2 players: {0} rounds of {1} cards each (the other half of the deck is set aside for round 2); 3 Scout chips each, +1 for every chip left unspent.</source>
        <translation>2 játékos: {0} forduló, egyenként {1} lappal (a pakli másik fele a 2. fordulóra félre van téve); fejenként 3 toborzózseton, minden el nem költött zseton +1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} players: {1} rounds, {2} cards a round, {3} in each hand; the starting player moves one seat clockwise each round.</source>
        <translation>{0} játékos: {1} forduló, fordulónként {2} lap, kezenként {3}; a kezdő játékos fordulónként egy hellyel odébb kerül az óramutató járása szerint.</translation>
    </message>
</context>
<context>
    <name>ScoreKeeperWindow</name>
    <message>
        <location filename="../../ui/scout/score_keeper.py" line="+101"/>
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;New sheet, same players</source>
        <translation>Új lap, &amp;azonos játékosok</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Scout score sheet (*.json)</source>
        <translation>Scout pontozólap (*.json)</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Play again: a fresh sheet for the same table</source>
        <translation>Újra játszotok: friss lap ugyanannak az asztalnak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>S&amp;zerkesztés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Correct the selected player&apos;s &amp;name…</source>
        <translation>A kijelölt játékos &amp;nevének javítása…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit</source>
        <translation>Szerkesztés</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>{0}, round {1}</source>
        <translation>{0}, {1}. forduló</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take {0}&apos;s star off</source>
        <translation>{0} csillagának levétele</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} ended round {1}</source>
        <translation>{1}. forduló: {0} zárta le</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player&apos;s name</source>
        <translation>A játékos neve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of {0}:</source>
        <translation>{0} neve:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rename {0}</source>
        <translation>{0} átnevezése</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Score round {0}</source>
        <translation>{0}. forduló pontozása</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Round {0} of {1}: {2} starts</source>
        <translation>{0}/{1}. forduló: {2} kezd</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>★ {0} wins with {1} point(s)</source>
        <translation>
            <numerusform>★ {0} nyert {1} ponttal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>★ {0} share the victory with {1} point(s)</source>
        <translation>
            <numerusform>★ {0} osztoznak a győzelmen {1} ponttal</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open score sheet</source>
        <translation>Pontozólap megnyitása</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save score sheet</source>
        <translation>Pontozólap mentése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open the score sheet</source>
        <translation>A pontozólap nem nyitható meg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot save the score sheet</source>
        <translation>A pontozólap nem menthető</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No recent score sheets</source>
        <translation>Nincs legutóbbi pontozólap</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>untitled</source>
        <translation>névtelen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scout score keeper</source>
        <translation>Scout pontszámláló</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>scout scores</source>
        <translation>scout-pontok</translation>
    </message>
</context>
<context>
    <name>ScorePadScene</name>
    <message>
        <location filename="../../ui/scout/score_keeper_pad.py" line="+173"/>
        <source>Round {0}</source>
        <translation>{0}. forduló</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>SCOUT</source>
        <translation>SCOUT</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} — double-click to correct the name</source>
        <translation>{0} — dupla kattintással javíthatod a nevet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>winner</source>
        <translation>győztes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>leads</source>
        <translation>vezet</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+3"/>
        <source>{0} starts</source>
        <translation>{0} kezd</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting player</source>
        <translation>Kezdő játékos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>scored</source>
        <translation>pontozva</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>being entered</source>
        <translation>bevitel alatt</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>No hand penalty: ended the round</source>
        <translation>Nincs kézbüntetés: lezárta a fordulót</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round score</source>
        <translation>Forduló pontszáma</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>total {0}</source>
        <translation>összesen {0}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ended the round: played their last card</source>
        <translation>Lezárta a fordulót: kijátszotta az utolsó lapját</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended the round: nobody beat their Show</source>
        <translation>Lezárta a fordulót: senki sem ütötte a kijátszását</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Started this round</source>
        <translation>Ezt a fordulót kezdte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Total</source>
        <translation>Összesen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Winner</source>
        <translation>Győztes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares the victory</source>
        <translation>Osztozik a győzelmen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leads so far</source>
        <translation>Eddig vezet</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <location filename="../../ui/lairs/tabletop/score_panel.py" line="+95"/>
        <source>Score chart</source>
        <translation>Pontozótábla</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add treasure</source>
        <translation>Kincs hozzáadása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick the cards you turn face-up (at most 4)</source>
        <translation>Pipáld ki a lapokat, amelyeket felfordítasz (legfeljebb 4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Törlés</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+28"/>
        <source>Best face-up choice</source>
        <translation>Legjobb felfordítás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not out</source>
        <translation>Nem jutott ki</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First out (4 VP)</source>
        <translation>Elsőként kijutott (4 GyP)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second out (2 VP)</source>
        <translation>Másodikként kijutott (2 GyP)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} (base {1})</source>
        <translation>{0} (alap: {1})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Face-up: the best choice, picked for you.</source>
        <translation>Felfordítva: a legjobb választás, automatikusan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Face-up: your choice (the best choice would total {0}).</source>
        <translation>Felfordítva: a te választásod (a legjobb választás összesen {0} lenne).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Add {0}</source>
        <translation>Hozzáadás: {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove {0}</source>
        <translation>Törlés: {0}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Choose face-up cards</source>
        <translation>Felfordított lapok választása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick exactly {0} cards to turn face-up ({1} ticked).</source>
        <translation>Pontosan {0} lapot pipálj ki felfordításra (kipipálva: {1}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exit</source>
        <translation>Kijárat</translation>
    </message>
</context>
<context>
    <name>ScoutActivities</name>
    <message>
        <location filename="../../ui/scout/__init__.py" line="+21"/>
        <source>Play</source>
        <translation>Játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot-seat and bots: 2–5 players, Show and Scout with the real cards&apos; look.</source>
        <translation>Egy gépen és gépi ellenfelekkel: 2–5 játékos, kijátszás és toborzás a valódi lapok külsejével.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score keeper</source>
        <translation>Pontszámláló</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The score pad for a game with the real cards: rounds, starting players, the round ender&apos;s star and the totals.</source>
        <translation>Pontozólap a valódi lapokkal játszott játékhoz: fordulók, kezdő játékosok, a fordulót lezáró játékos csillaga és az összesítés.</translation>
    </message>
</context>
<context>
    <name>ScoutCard</name>
    <message>
        <location filename="../../ui/scout/card.py" line="+51"/>
        <source>{0} (the {1} below, upside down)</source>
        <translation>{0} (alul: {1}, fejjel lefelé)</translation>
    </message>
</context>
<context>
    <name>ScoutRefusal</name>
    <message>
        <location filename="../../companion/scout/explain.py" line="+19"/>
        <source>it is not a Scout action</source>
        <translation>ez nem Scout-lépés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is {player}&apos;s decision</source>
        <translation>most {player} dönt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>first every player decides whether to turn the hand (turn hand / keep hand)</source>
        <translation>előbb mindenki eldönti, megfordítja-e a kezét (megfordítás / megtartás)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the hand can be turned only before the round&apos;s first turn</source>
        <translation>a kezet csak a forduló első köre előtt lehet megfordítani</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the hand holds {cards} cards</source>
        <translation>a kézben {cards} lap van</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{set} is not a single, a group or a run</source>
        <translation>{set}: nem egyes lap, csoport vagy sor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{set} does not beat the Active Set</source>
        <translation>{set} nem üti az aktív kombinációt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>after a Scout &amp; Show&apos;s Scout comes the Show</source>
        <translation>a toborzás és kijátszás toborzása után a kijátszás következik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the table is empty: there is nothing to scout (Show a set)</source>
        <translation>az asztal üres: nincs mit toborozni (játssz ki egy kombinációt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a 2-player game has no Scout &amp; Show</source>
        <translation>kétszemélyes játékban nincs toborzás és kijátszás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no Scout chip left: Show a set</source>
        <translation>nincs több toborzózseton: játssz ki egy kombinációt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Scout &amp; Show chip is already spent this round</source>
        <translation>a toborzás és kijátszás zsetont már elhasználtad ebben a fordulóban</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a one-card Active Set is scouted as left</source>
        <translation>az egylapos aktív kombinációt balról kell toborozni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a scouted card goes to a position from 1 to {last}</source>
        <translation>a toborzott lap helye 1 és {last} között lehet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no Show would beat what is left of the Active Set after this Scout</source>
        <translation>e toborzás után egyetlen kijátszás sem ütné, ami az aktív kombinációból marad</translation>
    </message>
</context>
<context>
    <name>ScoutScoreKeeper</name>
    <message>
        <location filename="../../ui/scout/score_keeper_pad.py" line="-267"/>
        <source>Captured cards</source>
        <translation>Megszerzett lapok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unspent Scout chips</source>
        <translation>El nem költött toborzózsetonok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scout chips received</source>
        <translation>Kapott toborzózsetonok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left in hand</source>
        <translation>Kézben maradt lapok</translation>
    </message>
</context>
<context>
    <name>ScoutScoreSheet</name>
    <message>
        <location filename="../../companion/scout/score_sheet.py" line="+168"/>
        <source>{player} already ended round {round}: a round has one ender (take their star off first)</source>
        <translation>{player} már lezárta ezt: {round}; egy fordulót egy játékos zár le (előbb vedd le a csillagát)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>round {round} is already finished</source>
        <translation>ez már befejeződött: {round}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>finish round {round} before the next one</source>
        <translation>előbb fejezd be ezt: {round}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a {players}-player game has {rounds} rounds, all played</source>
        <translation>egy {players} fős játék {rounds} fordulós, és mind lement</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>there is no round {round} on the sheet yet</source>
        <translation>még nincs a lapon ilyen forduló: {round}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>there is no player {player} at a table of {players}</source>
        <translation>nincs {player}. játékos egy {players} fős asztalnál</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Scout is played by {least}–{most} players, not {players}</source>
        <translation>a Scoutot {least}–{most} játékos játssza, nem {players}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>player {player} needs a name</source>
        <translation>{player}. játékos: név kell</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>player {player}&apos;s name is longer than {limit} characters</source>
        <translation>{player}. játékos: a név hosszabb {limit} karakternél</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two players are called {name}</source>
        <translation>két játékos neve is {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the starting player must be one of the {players} players</source>
        <translation>a kezdő játékos a {players} játékos egyike legyen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>round {round}</source>
        <translation>{round}. forduló</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player}: a count cannot be negative ({count})</source>
        <translation>{player}: a darabszám nem lehet negatív ({count})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player}: a 2-player round gives each player {chips} Scout chips, so at most {chips} stay unspent</source>
        <translation>{player}: kétszemélyes fordulóban mindenki {chips} toborzózsetont kap, így legfeljebb {chips} maradhat el nem költve</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{round}: captured cards and hands add up to {held}, but a {players}-player round has only {cards} cards</source>
        <translation>{round}: a megszerzett lapok és a kezek összesen {held} lapot adnak, de egy {players} fős fordulóban csak {cards} lap van</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{round}: the ender must be one of the {players} players</source>
        <translation>{round}: a fordulót lezáró játékos a {players} játékos egyike legyen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} ended {round} by emptying their hand, so no cards are left in it (not {hand})</source>
        <translation>{player} a keze kiürítésével zárta le ezt: {round}, így nem maradt lap a kezében (nem {hand})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{round}: star the player who ended the round (its score needs them)</source>
        <translation>{round}: csillagozd meg a fordulót lezáró játékost (a pontozáshoz kell)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} has no cards left, so they ended {round} by emptying their hand, not with an unbeaten Show</source>
        <translation>{player} kezében nem maradt lap, így a keze kiürítésével zárta le ezt: {round}, nem ütetlen kijátszással</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player}: enter the cards left in hand (a round ends as soon as anyone plays their last card, so only the ender can have none)</source>
        <translation>{player}: írd be a kézben maradt lapokat (a forduló véget ér, amint valaki kijátssza az utolsó lapját, így csak a lezárónak lehet üres a keze)</translation>
    </message>
</context>
<context>
    <name>ScoutStory</name>
    <message>
        <location filename="../../ui/scout/story.py" line="+62"/>
        <source>Round {0} is over: {1}</source>
        <translation>{0}. forduló vége: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round scores: {0}.</source>
        <translation>A forduló pontjai: {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over. {0}</source>
        <translation>Vége a játéknak. {0}</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Round {0} of {1}: {2} starts.</source>
        <translation>{0}/{1}. forduló: {2} kezd.</translation>
    </message>
</context>
<context>
    <name>ScoutTable</name>
    <message>
        <location filename="../../ui/scout/scene.py" line="+93"/>
        <source>Put the scouted card here (place {0})</source>
        <translation>Ide kerül a toborzott lap ({0}. hely)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>thinking…</source>
        <translation>gondolkodik…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>starts</source>
        <translation>kezd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turned the hand</source>
        <translation>megfordította a kezét</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>kept the hand</source>
        <translation>megtartotta a kezét</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n lap a kézben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A card only its holder knows</source>
        <translation>Lap, amelyet csak a gazdája ismer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: scouted in plain sight</source>
        <translation>{0}: mindenki szeme láttára toborozva</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Captured cards: 1 point each</source>
        <translation>Megszerzett lapok: egyenként 1 pont</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scout chips left: scouting pays one; each left scores 1 at the round&apos;s end</source>
        <translation>Megmaradt toborzózsetonok: a toborzás egybe kerül; a forduló végén mindegyik 1 pontot ér</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scout chips received: 1 point each</source>
        <translation>Kapott toborzózsetonok: egyenként 1 pont</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;S</source>
        <translation>T&amp;K</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scout &amp; Show chip: ready</source>
        <translation>Toborzás és kijátszás zseton: kész</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scout &amp; Show chip: used this round</source>
        <translation>Toborzás és kijátszás zseton: ebben a fordulóban elhasználva</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} pts</source>
        <translation>{0} pont</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points from the finished rounds</source>
        <translation>A befejezett fordulók pontjai</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Round {0} of {1}</source>
        <translation>{0}/{1}. forduló</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} started</source>
        <translation>{0} kezdte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The table is empty: any set may be shown</source>
        <translation>Az asztal üres: bármilyen kombináció kijátszható</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Active Set: {0}&apos;s {1}</source>
        <translation>Aktív kombináció: {1} ({0})</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Scout this card: click, then click a gap of your hand (or drag it there); right-click turns it</source>
        <translation>Toborozd ezt a lapot: kattints rá, aztán a kezed egyik résére (vagy húzd oda); jobb kattintással megfordítod</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The scouted card goes here; right-click turns it</source>
        <translation>Ide kerül a toborzott lap; jobb kattintással megfordítod</translation>
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
        <translation>Pontozólap…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last finished round&apos;s sheet and the totals</source>
        <translation>Az utolsó befejezett forduló lapja és az összesítés</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The game is over: {0}</source>
        <translation>Vége a játéknak: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your decision, {0}.</source>
        <translation>Te döntesz, {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep your hand or turn it around (on the left).</source>
        <translation>Tartsd meg a kezed, vagy fordítsd meg (bal oldalt).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Waiting for {0}…</source>
        <translation>Várakozás: {0}…</translation>
    </message>
</context>
<context>
    <name>ScoutWords</name>
    <message>
        <location filename="../../ui/scout/words.py" line="+22"/>
        <source>round {0} of {1}</source>
        <translation>{0}/{1}. kör</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>single {0}</source>
        <translation>egyes lap ({0})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pair of {0}s</source>
        <translation>pár ({0})</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>three {0}s</source>
        <translation>hármas ({0})</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>four {0}s</source>
        <translation>négyes ({0})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five {0}s</source>
        <translation>ötös ({0})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{1} × {0}</source>
        <translation>{1} × {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run {0}</source>
        <translation>sor ({0})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} turns the hand around.</source>
        <translation>{0} megfordítja a kezét.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} keeps the hand as dealt.</source>
        <translation>{0} megtartja a kezét, ahogy kiosztották.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} shows {1} on the empty table.</source>
        <translation>{0} kijátssza az üres asztalra: {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} shows {1} and beats {2}&apos;s {3}.</source>
        <translation>{0} kijátssza: {1}, és üti {2} kombinációját: {3}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the {0}</source>
        <translation>{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the {0} from the left end</source>
        <translation>{0} a bal szélről</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the {0} from the right end</source>
        <translation>{0} a jobb szélről</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} scouts {1}, turned to a {2}, into place {3}</source>
        <translation>{0} toboroz: {1}, megfordítva ({2}) → {3}. hely</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} scouts {1} into place {2}</source>
        <translation>{0} toboroz: {1} → {2}. hely</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scout &amp; Show: {0}</source>
        <translation>Toborzás és kijátszás: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}, paying a Scout chip.</source>
        <translation>{0}, egy toborzózsetonért.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}; {1} gets a Scout chip.</source>
        <translation>{0}; {1} kap egy toborzózsetont.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} played the last card of the hand.</source>
        <translation>{0} kijátszotta a keze utolsó lapját.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} could neither show nor scout, so {1}&apos;s Show stands.</source>
        <translation>{0} nem tudott sem kijátszani, sem toborozni, így {1} kijátszása áll.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody beat {0}&apos;s Show: everyone else only scouted.</source>
        <translation>Senki sem ütötte {0} kijátszását: a többiek csak toboroztak.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>{0} point(s)</source>
        <translation>
            <numerusform>{0} pont</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} wins with {1}!</source>
        <translation>{0} nyert ({1})!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} share the victory with {1} each!</source>
        <translation>{0} osztoznak a győzelmen, fejenként {1}!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and </source>
        <translation> és </translation>
    </message>
</context>
<context>
    <name>SeatsBox</name>
    <message>
        <location filename="../../ui/net/seats_box.py" line="+67"/>
        <source>Seats</source>
        <translation>Helyek</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Seat {0}</source>
        <translation>{0}. hely</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on a phone (the table&apos;s web page)</source>
        <translation>telefonon (az asztal weboldalán)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+22"/>
        <source>in Companion</source>
        <translation>a Companionban</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Remove</source>
        <translation>Eltávolítás</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>free: waiting for a player</source>
        <translation>szabad: játékosra vár</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bot: {0}</source>
        <translation>gép: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you (at this screen)</source>
        <translation>te (ennél a képernyőnél)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on a phone</source>
        <translation>telefonon</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>player</source>
        <translation>játékos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} — away</source>
        <translation>{0} — nincs itt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a bot plays for them ({0})</source>
        <translation>helyette gép játszik ({0})</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Wait for a player</source>
        <translation>Várunk egy játékosra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wait for them</source>
        <translation>Várunk rá</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bot: {0}</source>
        <translation>Gép: {0}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Remove player</source>
        <translation>Játékos eltávolítása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take {0}&apos;s seat away from them? In a game a bot plays it from now on.</source>
        <translation>Elveszed {0} helyét? Játék közben mostantól gép játszik helyette.</translation>
    </message>
</context>
<context>
    <name>SessionLock</name>
    <message>
        <location filename="../../ui/shell/session_lock.py" line="+36"/>
        <source>This game is already open in another window.</source>
        <translation>Ez a játék már nyitva van egy másik ablakban.</translation>
    </message>
</context>
<context>
    <name>ShellContext</name>
    <message>
        <location filename="../../ui/shell/context.py" line="+147"/>
        <location line="+4"/>
        <source>Cannot open file</source>
        <translation>A fájl nem nyitható meg</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{0}: format {1} is not a kind of file Companion opens ({2}, game records).</source>
        <translation>{0}: ez a formátum ({1}) nem olyan fájl, amelyet a Companion megnyit ({2}, játékfelvételek).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: a JSON file without a &quot;format&quot; name, so not a file Companion wrote.</source>
        <translation>{0}: JSON-fájl „format” név nélkül, tehát nem a Companion írta.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+16"/>
        <location line="+5"/>
        <source>Cannot open game record</source>
        <translation>A játékfelvétel nem nyitható meg</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Companion cannot play {0} games yet.</source>
        <translation>A Companion még nem tud {0}-játékot játszani.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Cannot resume game</source>
        <translation>A játék nem folytatható</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The autosave is set aside (renamed *.unreadable).</source>
        <translation>Az automatikus mentés félretéve (átnevezve: *.unreadable).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cannot keep the game</source>
        <translation>A játszma nem őrizhető meg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The finished game is not kept to watch again: {0}: {1}</source>
        <translation>A befejezett játszmát nem őriztük meg újranézésre: {0}: {1}</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot recover document</source>
        <translation>A dokumentum nem állítható helyre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}

The autosaved copy is set aside (renamed *.unreadable).</source>
        <translation>{0}

Az automatikusan mentett másolat félretéve (átnevezve: *.unreadable).</translation>
    </message>
</context>
<context>
    <name>TableLink</name>
    <message>
        <location filename="../../ui/net/link.py" line="+80"/>
        <source>Not connected to the table: reconnecting…</source>
        <translation>Nincs kapcsolat az asztallal: újrakapcsolódás…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The table sent what this Companion cannot read ({0}).</source>
        <translation>Az asztal olyat küldött, amit ez a Companion nem tud olvasni ({0}).</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <location filename="../../ui/shell/table_window.py" line="+125"/>
        <source>What happened</source>
        <translation>Mi történt</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{0} is thinking…</source>
        <translation>{0} gondolkodik…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not allowed</source>
        <translation>Nem szabályos</translation>
    </message>
</context>
<context>
    <name>TakeBackAction</name>
    <message>
        <location filename="../../ui/shell/game_menu.py" line="-167"/>
        <source>Undo your last decision (and the bots&apos; answers to it); in hot-seat play only if every player agrees</source>
        <translation>Az utolsó döntésed (és a gépek rá adott válaszainak) visszavonása; egy gépen játszva csak akkor, ha minden játékos beleegyezik</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Take Back</source>
        <translation>&amp;Lépés visszavétele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Take Back {0}&apos;s Decision</source>
        <translation>{0} &amp;lépésének visszavétele</translation>
    </message>
</context>
<context>
    <name>TallyEntry</name>
    <message>
        <location filename="../../ui/scout/score_keeper_entry.py" line="+127"/>
        <source>Next player ▸</source>
        <translation>Következő játékos ▸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter the next player&apos;s round (Enter in a box)</source>
        <translation>A következő játékos fordulójának bevitele (Enter egy mezőben)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the round and score it: it needs the round&apos;s ender and everyone&apos;s cards in hand</source>
        <translation>A forduló ellenőrzése és pontozása: kell hozzá a fordulót lezáró játékos és mindenki kézben maradt lapjai</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended the round:</source>
        <translation>Lezárta a fordulót:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {0} · {1}</source>
        <translation>{0}. forduló · {1}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>★ played the last card</source>
        <translation>★ kijátszotta az utolsó lapját</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ their Show stood (the other was stuck)</source>
        <translation>★ a kijátszása állt (a másik elakadt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ nobody beat their Show</source>
        <translation>★ senki sem ütötte a kijátszását</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Score round {0} ✓</source>
        <translation>{0}. forduló pontozása ✓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score the last round ✓</source>
        <translation>Az utolsó forduló pontozása ✓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every round is scored</source>
        <translation>Minden forduló pontozva</translation>
    </message>
</context>
<context>
    <name>TrackerSetupDialog</name>
    <message>
        <location filename="../../ui/coup/tracker_setup.py" line="+50"/>
        <source>Coup table tracker</source>
        <translation>Coup asztali követő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players, clockwise from the first</source>
        <translation>Játékosok, az óramutató járása szerint az elsőtől</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inquisitor instead of Ambassador</source>
        <translation>Inkvizítor a Nagykövet helyett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reformation (allegiances, Treasury Reserve)</source>
        <translation>Reformáció (hűségek, kincstári tartalék)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start tracking</source>
        <translation>Követés indítása</translation>
    </message>
</context>
<context>
    <name>TrackerWindow</name>
    <message>
        <location filename="../../ui/coup/tracker_window.py" line="+34"/>
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>S&amp;zerkesztés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit</source>
        <translation>Szerkesztés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next turn ▶</source>
        <translation>Következő kör ▶</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>next turn</source>
        <translation>következő kör</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Claims</source>
        <translation>Állítások</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>Coup tracker session (*.json)</source>
        <translation>Coup asztali követés (*.json)</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>Add claim</source>
        <translation>Állítás hozzáadása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenged: claim stood</source>
        <translation>Megkérdőjelezve: az állítás igaz volt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenged: bluff caught</source>
        <translation>Megkérdőjelezve: blöffön kapták</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latest claim challenged by</source>
        <translation>A legutóbbi állítást megkérdőjelezte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Unseen cards&lt;/b&gt; (not face up)</source>
        <translation>&lt;b&gt;Nem látott lapok&lt;/b&gt; (nem felfordítottak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Reminders&lt;/b&gt;</source>
        <translation>&lt;b&gt;Emlékeztetők&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Open tracker session</source>
        <translation>Követési munkamenet megnyitása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save tracker session</source>
        <translation>Követési munkamenet mentése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open the session</source>
        <translation>A munkamenet nem nyitható meg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot save the session</source>
        <translation>A munkamenet nem menthető</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No recent sessions</source>
        <translation>Nincs legutóbbi munkamenet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>untitled</source>
        <translation>névtelen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coup table tracker</source>
        <translation>Coup asztali követő</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>coup table</source>
        <translation>coup-asztal</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>claim</source>
        <translation>állítás</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>challenge</source>
        <translation>megkérdőjelezés</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Treasury: %n coin(s)</source>
        <translation>
            <numerusform>Kincstár: %n érme</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Treasury Reserve: {0}</source>
        <translation>Kincstári tartalék: {0}</translation>
    </message>
</context>
<context>
    <name>TreasureCardWidget</name>
    <message>
        <location filename="../../ui/lairs/treasure_card.py" line="+75"/>
        <source>{0} A stand-in card: only 4 treasure cards are published, so Companion made this one up from the same types and bonus kinds. Enter your copy&apos;s cards in the launcher&apos;s Lairs → My box to play with them instead.</source>
        <translation>{0} Pótlap: csak 4 kincslap jelent meg, ezért a Companion ugyanazokból a típusokból és bónuszfajtákból találta ki ezt. Ha a saját dobozod lapjaival játszanál, írd be őket az indító Lairs → A dobozom pontjában.</translation>
    </message>
    <message numerus="yes">
        <location line="+64"/>
        <source>The treasure deck: %n card(s), face down</source>
        <translation>
            <numerusform>A kincspakli: %n lap, lefordítva</numerusform>
        </translation>
    </message>
    <message>
        <location line="+105"/>
        <source>face-up</source>
        <translation>felfordítva</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 VP</source>
        <translation>1 GyP</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>no bonus</source>
        <translation>nincs bónusz</translation>
    </message>
</context>
<context>
    <name>TreasureNames</name>
    <message>
        <location filename="../../companion/lairs/treasures.py" line="-87"/>
        <source>Tranquil Goblet</source>
        <translation>Nyugodt Serleg</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scroll of Harmony</source>
        <translation>A Harmónia Tekercse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moon Shard</source>
        <translation>Holdszilánk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sun Shard</source>
        <translation>Napszilánk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Atlas of Lost Halls</source>
        <translation>Az Elveszett Csarnokok Atlasza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bestiary</source>
        <translation>Bestiárium</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hymnal</source>
        <translation>Énekeskönyv</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jade Idol</source>
        <translation>Jádebálvány</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gargoyle Figurine</source>
        <translation>Vízköpő-szobrocska</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scroll of Shadows</source>
        <translation>Az Árnyak Tekercse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll of Radiance</source>
        <translation>A Ragyogás Tekercse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Amulet of Warding</source>
        <translation>Az Oltalom Amulettje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serpent Amulet</source>
        <translation>Kígyóamulett</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sunstone Amulet</source>
        <translation>Napkő-amulett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chalice of Dawn</source>
        <translation>A Hajnal Kelyhe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Goblet of Dusk</source>
        <translation>Az Alkony Serlege</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Shard</source>
        <translation>Csillagszilánk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Crown of Whispers</source>
        <translation>A Suttogás Koronája</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gilded Circlet</source>
        <translation>Aranyozott Diadém</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Orb of Stillness</source>
        <translation>A Csend Gömbje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storm Orb</source>
        <translation>Vihargömb</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Orb of Embers</source>
        <translation>A Parázs Gömbje</translation>
    </message>
</context>
<context>
    <name>TreasureRow</name>
    <message>
        <location filename="../../ui/lairs/treasure_card.py" line="+34"/>
        <source>{0} stand-in card</source>
        <translation>{0} pótlap</translation>
    </message>
</context>
<context>
    <name>TreasureWords</name>
    <message>
        <location filename="../../companion/lairs/treasures.py" line="-16"/>
        <source>Book</source>
        <translation>Könyv</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Statue</source>
        <translation>Szobor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll</source>
        <translation>Tekercs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Amulet</source>
        <translation>Amulett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cup</source>
        <translation>Kupa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shard</source>
        <translation>Szilánk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crown</source>
        <translation>Korona</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Orb</source>
        <translation>Gömb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Harmony</source>
        <translation>Harmónia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Radiance</source>
        <translation>Ragyogás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shadow</source>
        <translation>Árnyék</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <location filename="../../ui/scout/prompt.py" line="+116"/>
        <source>Show the selected cards</source>
        <translation>A kijelölt lapok kijátszása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: playable sets</source>
        <translation>Tipp: kijátszható kombinációk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the card ↻</source>
        <translation>Lap megfordítása ↻</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Scout it here</source>
        <translation>Toborzás ide</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Scout &amp;&amp; Show</source>
        <translation>Toborzás &amp;&amp; kijátszás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start over</source>
        <translation>Újrakezdés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keys: ←/→ (Shift: more cards), N next playable set, Enter show · L/R pick an end, T turn, ←/→ its gap, Enter scout, Shift+Enter Scout &amp; Show · Esc start over</source>
        <translation>Billentyűk: ←/→ (Shift: több lap), N következő kijátszható kombináció, Enter kijátszás · L/R szél választása, T fordítás, ←/→ a rés, Enter toborzás, Shift+Enter toborzás és kijátszás · Esc újrakezdés</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Scout &amp; Show: now show a set that beats {0}.</source>
        <translation>Toborzás és kijátszás: most játssz ki egy kombinációt (ütendő: {0}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the empty table</source>
        <translation>üres asztal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: show any set (click a card; shift-click or drag for more).</source>
        <translation>Te jössz: játssz ki bármilyen kombinációt (kattints egy lapra; Shift+kattintás vagy húzás több laphoz).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: beat the {0} with a Show, or scout an end card of it.</source>
        <translation>Te jössz: üsd ezt egy kijátszással: {0}, vagy toborozd valamelyik szélső lapját.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n Scout chip(s) left</source>
        <translation>
            <numerusform>%n toborzózseton maradt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Scout it here and end the round</source>
        <translation>Toborzás ide, és a forduló véget ér</translation>
    </message>
    <message numerus="yes">
        <location line="+56"/>
        <source>%n set(s) of your hand can be shown.</source>
        <translation>
            <numerusform>A kezedből %n kombináció játszható ki.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This Scout ends the round: you could then neither Show nor Scout, so {0}&apos;s Show stands and {0} takes no hand penalty.</source>
        <translation>Ez a toborzás véget vet a fordulónak: utána sem kijátszani, sem toborozni nem tudnál, így {0} kijátszása áll, és {0} nem kap kézbüntetést.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This Scout ends the round: play comes back to {0}, whose Show nobody beat, and {0} takes no hand penalty.</source>
        <translation>Ez a toborzás véget vet a fordulónak: a kör visszaér {0} játékoshoz, akinek kijátszását senki sem múlta felül, és {0} nem kap kézbüntetést.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scout &amp; Show would not: your Show follows it.</source>
        <translation>A toborzás és kijátszás nem vet neki véget: a kijátszásod követi.</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Scouting the {0}. Click a gap of your hand, or drag the card there (T or right-click turns it).</source>
        <translation>Toborzod ezt: {0}. Kattints a kezed egyik résére, vagy húzd oda a lapot (T vagy jobb kattintás megfordítja).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your hand would read {0}.</source>
        <translation>A kezed így nézne ki: {0}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(Scout &amp; Show: no Show would beat what is left.)</source>
        <translation>(Toborzás és kijátszás: egyetlen kijátszás sem ütné, ami marad.)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Or click an end card of the Active Set to scout it.</source>
        <translation> Vagy kattints az aktív kombináció egyik szélső lapjára a toborzáshoz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No set of your hand beats it: scout a card.</source>
        <translation>A kezedből egyik kombináció sem üti: toborozz egy lapot.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show {0}: press Enter or the Show button.</source>
        <translation>{0} kijátszása: nyomd meg az Entert vagy a kijátszás gombját.</translation>
    </message>
</context>
<context>
    <name>TurnsChart</name>
    <message>
        <location filename="../../ui/lairs/explorer/difficulty_dialog.py" line="-179"/>
        <source>{0} out · {1} VP</source>
        <translation>{0} kijut · {1} GyP</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <location filename="../../ui/lairs/validation_panel.py" line="+67"/>
        <source>All features placed</source>
        <translation>Minden elem a táblán</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>17–20 walls</source>
        <translation>17–20 fal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every cell reachable from Start</source>
        <translation>Minden mező elérhető a Bejárattól</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peril Rule: each goal past ≤ 1 trap and ≤ 1 monster</source>
        <translation>Veszélyszabály: minden cél ≤ 1 csapdán és ≤ 1 szörnyön át</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>&lt;b&gt;Goals&lt;/b&gt; (select one to see its legal path)</source>
        <translation>&lt;b&gt;Célok&lt;/b&gt; (kijelölve látszik az útjuk)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Valid dungeon</source>
        <translation>Szabályos kazamata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} of 4 rules broken</source>
        <translation>A 4 szabályból {0} sérül</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>needs a Start</source>
        <translation>kell egy Bejárat</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Dead ends: {0} · loops: {1}</source>
        <translation>Zsákutcák: {0} · hurkok: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Exit</source>
        <translation>Kijárat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chest</source>
        <translation>Láda</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: no legal path</source>
        <translation>{0}: nincs szabályos út</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n lépés</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 trap</source>
        <translation>1 csapda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 monster</source>
        <translation>1 szörny</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: {1}, no hazard on the way</source>
        <translation>{0}: {1}, veszély nélkül</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: {1}, past {2}</source>
        <translation>{0}: {1}, át ezen: {2}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> and </source>
        <translation> és </translation>
    </message>
</context>
<context>
    <name>VerdictBadge</name>
    <message>
        <location filename="../../ui/lairs/explorer/difficulty_dialog.py" line="-78"/>
        <source>&lt;span style=&apos;font-size:28pt&apos;&gt;–&lt;/span&gt;&lt;br&gt;not run yet</source>
        <translation>&lt;span style=&apos;font-size:28pt&apos;&gt;–&lt;/span&gt;&lt;br&gt;még nem futott</translation>
    </message>
</context>
<context>
    <name>dialog</name>
    <message>
        <location filename="../../ui/lairs/explorer/__init__.py" line="+69"/>
        <source>Cannot host the table</source>
        <translation>Nem sikerült asztalt nyitni</translation>
    </message>
</context>
<context>
    <name>form</name>
    <message>
        <location filename="../../ui/shell/play_activity.py" line="+54"/>
        <source>Cannot host the table</source>
        <translation>Nem sikerült asztalt nyitni</translation>
    </message>
</context>
<context>
    <name>lairs</name>
    <message>
        <location filename="../../ui/lairs/__init__.py" line="+33"/>
        <source>Dungeon editor</source>
        <translation>Kazamataszerkesztő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build a dungeon with live rule checks, generate one, print it</source>
        <translation>Kazamata építése élő szabályellenőrzéssel, generálás, nyomtatás</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lairs dungeon (*.json)</source>
        <translation>Lairs kazamata (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/lairs/box/__init__.py" line="+44"/>
        <source>My box: cards and die</source>
        <translation>A dobozom: lapok és dobókocka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your copy&apos;s treasure cards and die faces, for the difficulty report</source>
        <translation>A saját példányod kincskártyái és dobókockája a nehézségi jelentéshez</translation>
    </message>
    <message>
        <location filename="../../ui/lairs/explorer/__init__.py" line="+28"/>
        <source>Play</source>
        <translation>Játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A full game against a friend (hot-seat) or a bot</source>
        <translation>Teljes játék egy barátod ellen (egy gépen) vagy a gép ellen</translation>
    </message>
    <message>
        <location filename="../../ui/lairs/tabletop/__init__.py" line="+51"/>
        <source>Builder&apos;s console</source>
        <translation>Az Építő pultja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table: follow your opponent through your dungeon, see what to tell</source>
        <translation>Az asztalnál: kövesd az ellenfeledet a kazamatádban, és lásd, mit kell mondanod</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lairs Builder&apos;s console (*.json)</source>
        <translation>Lairs – az Építő pultja (*.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Map sheet</source>
        <translation>Térképlap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table: your map sheet, energy mat, achievements and score chart</source>
        <translation>Az asztalnál: a térképlapod, energiatáblád, teljesítményeid és pontozótáblád</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lairs table sheet (*.json)</source>
        <translation>Lairs asztali lap (*.json)</translation>
    </message>
</context>
<context>
    <name>seats</name>
    <message>
        <location filename="../../ui/shell/seats.py" line="+45"/>
        <source>Easy</source>
        <translation>Könnyű</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Nehéz</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Human</source>
        <translation>Ember</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bot: {0}</source>
        <translation>Gép: {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player on another device</source>
        <translation>Játékos másik eszközön</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joins over the network from their own Companion: you host the table</source>
        <translation>Hálózaton át, a saját eszközéről csatlakozik: te vagy az asztal házigazdája</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seat {0}</source>
        <translation>{0}. hely</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ada, Ben, Cleo, Dan, Eve, Finn, Gia, Hugo, Iris, Jon</source>
        <comment>the players&apos; names a new game suggests: ten common first names, comma-separated, none of them a word of the games</comment>
        <translation>Anna, Bence, Csilla, Dávid, Eszter, Ferenc, Gréta, Hunor, Ildikó, János</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+ Add a seat</source>
        <translation>+ Hely hozzáadása</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove this seat (the seats after it move up)</source>
        <translation>Hely eltávolítása (az utána következők feljebb lépnek)</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Every seat needs a distinct name.</source>
        <translation>Mindegyik helynek külön név kell.</translation>
    </message>
</context>
</TS>
