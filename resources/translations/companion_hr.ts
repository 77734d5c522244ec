<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hr_HR">
<context>
    <name>AboutBox</name>
    <message>
        <location filename="../../ui/shell/about.py" line="+24"/>
        <source>About Companion</source>
        <translation>O Companionu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Companion {0}&lt;/h3&gt;&lt;p&gt;Rules, digital play and table-side helpers for Lairs, Coup, Scout and Intrige.&lt;/p&gt;&lt;p&gt;An unofficial fan project, not affiliated with the games&apos; publishers. Lairs is by Chris Westmaas &amp;amp; Josh Cappel; Coup by Rikki Tahta; Scout by Kei Kajino (Oink Games); Intrige by Stefan Dorra (AMIGO).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Licenses&lt;/b&gt;&lt;br&gt;Companion: MIT License.&lt;br&gt;Qt {1} and PySide6 {2}: GNU LGPL v3.&lt;br&gt;networkx {3}: BSD 3-Clause License.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Companion {0}&lt;/h3&gt;&lt;p&gt;Pravila, digitalna igra i pomagala za stol za Lairs, Coup, Scout i Intrige.&lt;/p&gt;&lt;p&gt;Neslužbeni projekt obožavatelja, nepovezan s izdavačima igara. Lairs su osmislili Chris Westmaas &amp;amp; Josh Cappel; Coup Rikki Tahta; Scout Kei Kajino (Oink Games); Intrige Stefan Dorra (AMIGO).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Licencije&lt;/b&gt;&lt;br&gt;Companion: MIT licencija.&lt;br&gt;Qt {1} i PySide6 {2}: GNU LGPL v3.&lt;br&gt;networkx {3}: BSD licencija s 3 klauzule.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;p&gt;&lt;b&gt;For a bug report&lt;/b&gt;&lt;br&gt;Rules versions: {0}&lt;br&gt;Python {1}&lt;br&gt;Data folder: {2}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Za prijavu pogreške&lt;/b&gt;&lt;br&gt;Inačice pravila: {0}&lt;br&gt;Python {1}&lt;br&gt;Mapa podataka: {2}&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AchievementsRow</name>
    <message>
        <location filename="../../ui/lairs/explorer/achievements.py" line="+36"/>
        <source>Disarmed traps {0}, opened chests {1}, defeated monsters {2}. Leaving needs 3 chests, 3 monsters, or 2 chests and 2 monsters.</source>
        <translation>Razoružane zamke {0}, otvorene škrinje {1}, pobijeđena čudovišta {2}. Za izlazak trebaju 3 škrinje, 3 čudovišta ili 2 škrinje i 2 čudovišta.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Disarmed traps</source>
        <translation>Razoružane zamke</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opened chests</source>
        <translation>Otvorene škrinje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defeated monsters</source>
        <translation>Ubijena čudovišta</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Exit open</source>
        <translation>Izlaz otvoren</translation>
    </message>
</context>
<context>
    <name>Activity</name>
    <message>
        <location filename="../../ui/shell/activities.py" line="+72"/>
        <source>turn {0}</source>
        <translation>potez {0}</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../../ui/lairs/board_scene.py" line="+191"/>
        <source>N</source>
        <comment>compass: north</comment>
        <translation>S</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>E</source>
        <comment>compass: east</comment>
        <translation>I</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S</source>
        <comment>compass: south</comment>
        <translation>J</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W</source>
        <comment>compass: west</comment>
        <translation>Z</translation>
    </message>
</context>
<context>
    <name>BotLevel</name>
    <message>
        <location filename="../../companion/coup/__init__.py" line="+28"/>
        <source>plays its cards, bluffs now and then, counts what is seen</source>
        <translation>igra svoje karte, ponekad blefira, broji što je viđeno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>searches a quarter of a second: weighs bluffs and challenges</source>
        <translation>pretražuje četvrt sekunde: odvaguje blefove i izazove</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../companion/intrige/__init__.py" line="+43"/>
        <source>searches a second a decision: the strongest</source>
        <translation>pretražuje sekundu po odluci: najjači</translation>
    </message>
    <message>
        <location filename="../../companion/intrige/__init__.py" line="-4"/>
        <source>values suites by their income, bribes what it can afford</source>
        <translation>vrednuje odaje po prihodu, podmićuje koliko si može priuštiti</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../companion/scout/__init__.py" line="+40"/>
        <source>searches a quarter of a second a decision</source>
        <translation>pretražuje četvrt sekunde po odluci</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/__init__.py" line="+56"/>
        <source>heads for the nearest goal on its map and fights with enough dice</source>
        <translation>ide prema najbližem cilju na svojoj mapi i bori se s dovoljno kockica</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>reasons about the cells it has not seen and goes where its cubes buy the most</source>
        <translation>razmišlja o poljima koja nije vidio i ide onamo gdje njegove kocke najviše vrijede</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reasons as Normal does, also Hustles with two Basic cubes, and searches a third of a second where its best goals are close, at fights, Conserve, the Exit and its last turn</source>
        <translation>razmišlja kao Normalno, uz to Juriša s dvije Osnovne kocke i pretražuje trećinu sekunde gdje su mu najbolji ciljevi blizu, u borbama, kod Sačuvaj, na Izlazu i u svom zadnjem potezu</translation>
    </message>
    <message>
        <location filename="../../companion/scout/__init__.py" line="-2"/>
        <source>plans its hand in sets, scouts to complete them</source>
        <translation>slaže ruku u kombinacije, izviđa da ih dopuni</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>searches a second a decision, from the heuristic&apos;s best moves</source>
        <translation>pretražuje sekundu po odluci, od najboljih poteza heuristike</translation>
    </message>
</context>
<context>
    <name>BoxWindow</name>
    <message>
        <location filename="../../ui/lairs/box/box_window.py" line="+109"/>
        <source>stand-in</source>
        <translation>zamjenska</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>My Lairs box</source>
        <translation>Moja kutija Lairs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. Harmony, Moon</source>
        <translation>npr. Sklad, Mjesec</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no bonus</source>
        <translation>bez bonusa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points with another card of a type</source>
        <translation>+bodovi uz još jednu kartu te vrste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points for each other card of a type</source>
        <translation>+bodovi za svaku drugu kartu te vrste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points with another card with a keyword</source>
        <translation>+bodovi uz još jednu kartu s ključnom riječi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points for each other card with a keyword</source>
        <translation>+bodovi za svaku drugu kartu s ključnom riječi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points for each other type held</source>
        <translation>+bodovi za svaku drugu vrstu u ruci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points for a set of different types</source>
        <translation>+bodovi za skup različitih vrsta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+points, always</source>
        <translation>+bodovi, uvijek</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Name:</source>
        <translation>Ime:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Type:</source>
        <translation>Vrsta:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keywords:</source>
        <translation>Ključne riječi:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Base:</source>
        <translation>Osnova:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus:</source>
        <translation>Bonus:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points:</source>
        <translation>Bodovi:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Of type:</source>
        <translation>Vrste:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With keyword:</source>
        <translation>S ključnom riječi:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Different types:</source>
        <translation>Različitih vrsta:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Die faces:</source>
        <translation>Strane kockice:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add card</source>
        <translation>Dodaj kartu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove card</source>
        <translation>Ukloni kartu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import file…</source>
        <translation>Uvezi datoteku…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shipped cards</source>
        <translation>Isporučene karte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save</source>
        <translation>Spremi</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your saved box cannot be read ({0}); showing the shipped cards.</source>
        <translation>Tvoja spremljena kutija ne može se pročitati ({0}); prikazane su isporučene karte.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cards marked “stand-in” are made up for the app: only 4 treasure cards are published in text (Tranquil Goblet, Scroll of Harmony, Moon Shard, Sun Shard). Edit them into your copy&apos;s cards or import your own file. In a game, a stand-in&apos;s name is starred ({0}).</source>
        <translation>Karte označene kao „zamjenske” izmišljene su za aplikaciju: samo su 4 karte blaga objavljene u tekstu (Mirni pehar, Svitak sklada, Mjesečev krhotina, Sunčev krhotina). Uredi ih prema kartama svoje kutije ili uvezi vlastitu datoteku. U igri je ime zamjenske karte označeno zvjezdicom ({0}).</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>New card</source>
        <translation>Nova karta</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Import treasure cards</source>
        <translation>Uvezi karte blaga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lairs treasures (*.json)</source>
        <translation>Blago za Lairs (*.json)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not imported: {0}</source>
        <translation>Nije uvezeno: {0}</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Imported %n card(s) from {0}; Save keeps them.</source>
        <translation>
            <numerusform>Uvezena %n karta iz {0}; Spremi je zadržava.</numerusform>
            <numerusform>Uvezene %n karte iz {0}; Spremi ih zadržava.</numerusform>
            <numerusform>Uvezeno %n karata iz {0}; Spremi ih zadržava.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Saved %n card(s) and the die in {0}</source>
        <translation>
            <numerusform>Spremljena %n karta i kockica u {0}</numerusform>
            <numerusform>Spremljene %n karte i kockica u {0}</numerusform>
            <numerusform>Spremljeno %n karata i kockica u {0}</numerusform>
        </translation>
    </message>
    <message>
        <location line="-18"/>
        <source>your cards</source>
        <translation>tvoje karte</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+13"/>
        <source>Not saved: {0}</source>
        <translation>Nije spremljeno: {0}</translation>
    </message>
</context>
<context>
    <name>BribeDialog</name>
    <message>
        <location filename="../../ui/intrige/bribe.py" line="+80"/>
        <source>Offer a bribe</source>
        <translation>Ponudi mito</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> ducats</source>
        <translation> dukata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no wish</source>
        <translation>bez želje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the {0} suite</source>
        <translation>odaja {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bribe</source>
        <translation>Mito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask for</source>
        <translation>Traži</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have {0} ducats. Bribes are at least 1,000, in steps of 1,000, paid at once and open to the table.</source>
        <translation>Imaš {0} dukata. Mito je najmanje 1.000, u koracima od 1.000, plaća se odmah i javno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have nothing left: offer 1,000 and the bank pays it.</source>
        <translation>Nemaš više ništa: ponudi 1.000, a banka plaća.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Binding promises: if this applicant is admitted, they get the suite asked for (if still free).</source>
        <translation>Obvezujuća obećanja: ako ovaj kandidat bude primljen, dobiva traženu odaju (ako je još slobodna).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A wish binds nobody: the landlord is free to place the applicant anywhere.</source>
        <translation>Želja nikoga ne obvezuje: domaćin smije smjestiti kandidata bilo gdje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Offer</source>
        <translation>Ponudi</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not allowed: {0}.</source>
        <translation>Nije dopušteno: {0}.</translation>
    </message>
</context>
<context>
    <name>BuilderConsoleWindow</name>
    <message>
        <location filename="../../ui/lairs/tabletop/console_window.py" line="+137"/>
        <source>&lt;h2&gt;Builder&apos;s console&lt;/h2&gt;&lt;p&gt;Load your own dungeon: it stays on your side of the screen. Then follow your opponent&apos;s announced moves.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Graditeljeva konzola&lt;/h2&gt;&lt;p&gt;Učitaj svoju tamnicu: ostaje na tvojoj strani zaslona. Zatim prati poteze koje protivnik najavljuje.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open my dungeon…</source>
        <translation>Otvori moju tamnicu…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use this sample</source>
        <translation>Koristi ovaj primjer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build one in the editor…</source>
        <translation>Izgradi je u uređivaču…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. Creep east to E4 · Peer B3 · Hustle · Backtrack to C2 · Fight rolled 2+1</source>
        <translation>npr. Creep east to E4 · Peer B3 · Hustle · Backtrack to C2 · Fight rolled 2+1 (najave se upisuju na engleskom)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce</source>
        <translation>Najavi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their announcement</source>
        <translation>Njihova najava</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hustle</source>
        <translation>Jurišaj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop</source>
        <translation>Stani</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Uđi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stay</source>
        <translation>Ostani</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open chest</source>
        <translation>Otvori škrinju</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Skip chest</source>
        <translation>Preskoči škrinju</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conserve</source>
        <translation>Sačuvaj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End turn</source>
        <translation>Kraj poteza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave</source>
        <translation>Izađi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rolled </source>
        <translation>bačeno </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no dice</source>
        <translation>bez kockica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The total the explorer rolled (0 = no dice bought)</source>
        <translation>Zbroj koji je istraživač bacio (0 = nije kupio kockice)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+398"/>
        <source>Fight / disarm</source>
        <translation>Borba / razoružavanje</translation>
    </message>
    <message>
        <location line="-397"/>
        <source>Say to the explorer</source>
        <translation>Reci istraživaču</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their map should show</source>
        <translation>Njihova mapa treba pokazivati</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>&amp;File</source>
        <translation>&amp;Datoteka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open my &amp;dungeon…</source>
        <translation>Otvori moju &amp;tamnicu…</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>&amp;Open console…</source>
        <translation>&amp;Otvori konzolu…</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Lairs Builder&apos;s console (*.json)</source>
        <translation>Graditeljeva konzola za Lairs (*.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lairs dungeon (*.json)</source>
        <translation>Tamnica za Lairs (*.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lairs table sheet (*.json)</source>
        <translation>List za stol za Lairs (*.json)</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>&amp;Save console</source>
        <translation>&amp;Spremi konzolu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save console &amp;as…</source>
        <translation>Spremi konzolu &amp;kao…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Check their map sheet…</source>
        <translation>&amp;Provjeri njihov list mape…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Uredi</translation>
    </message>
    <message>
        <location line="+236"/>
        <source>Cannot use this dungeon</source>
        <translation>Ova tamnica se ne može koristiti</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open your dungeon</source>
        <translation>Otvori svoju tamnicu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot open dungeon</source>
        <translation>Tamnica se ne može otvoriti</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+16"/>
        <source>Their map sheet</source>
        <translation>Njihov list mape</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Cannot open sheet</source>
        <translation>List se ne može otvoriti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Their map agrees with everything they were told.</source>
        <translation>Njihova mapa slaže se sa svime što im je rečeno.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open a console</source>
        <translation>Otvori konzolu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save console</source>
        <translation>Spremi konzolu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open console</source>
        <translation>Konzola se ne može otvoriti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot save console</source>
        <translation>Konzola se ne može spremiti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No recent consoles</source>
        <translation>Nema nedavnih konzola</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Builder&apos;s console</source>
        <translation>Graditeljeva konzola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} console</source>
        <translation>Konzola: {0}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Not possible: {0}</source>
        <translation>Nije moguće: {0}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Nothing can be announced for {0} now</source>
        <translation>Za {0} sada se ništa ne može najaviti</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Creep to {0}</source>
        <translation>Šuljaj se na {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hustle to {0}</source>
        <translation>Jurišaj na {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peer into {0}</source>
        <translation>Proviri u {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Backtrack to {0}</source>
        <translation>Vrati se na {0}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;p&gt;Nothing new to tell: they move their tracker.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ništa novo za reći: pomiču svoju figuru.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First turn</source>
        <translation>Prvi potez</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Explorer on {0} · turn {1}</source>
        <translation>Istraživač na {0} · potez {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hustle in progress: up to {0} more Creeps</source>
        <translation>Juriš u tijeku: još najviše {0} šuljanja</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>They may now: {0}</source>
        <translation>Sada smiju: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>They have left the dungeon</source>
        <translation>Izašli su iz tamnice</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Fight</source>
        <translation>Borba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disarm</source>
        <translation>Razoružaj</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Known ({0}):&lt;/b&gt; {1}</source>
        <translation>&lt;b&gt;Poznato ({0}):&lt;/b&gt; {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: shaded — {1}</source>
        <translation>{0}: zasjenjeno — {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: monster target written as {1}</source>
        <translation>{0}: prag čudovišta zapisan kao {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Achievements: {0} chests opened, {1} monsters defeated, {2} traps disarmed</source>
        <translation>Postignuća: otvorene škrinje {0}, pobijeđena čudovišta {1}, razoružane zamke {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tracker on {0}</source>
        <translation>Figura na {0}</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <location filename="../../ui/lairs/compare_dialog.py" line="+119"/>
        <source>Compare dungeons</source>
        <translation>Usporedi tamnice</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Sample: {0}</source>
        <translation>Primjer: {0}</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Open file…</source>
        <translation>Otvori datoteku…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> runs per explorer</source>
        <translation> pokušaja po istraživaču</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+66"/>
        <location line="+6"/>
        <source>Compare</source>
        <translation>Usporedi</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>Choose a dungeon to compare this one with.</source>
        <translation>Odaberi tamnicu s kojom ćeš usporediti ovu.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Compare with:</source>
        <translation>Usporedi s:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Only dungeons that follow the build rules can be compared: {0}</source>
        <translation>Mogu se uspoređivati samo tamnice koje poštuju pravila gradnje: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Compare to explore both.</source>
        <translation>Pritisni Usporedi da istražiš obje.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compare with</source>
        <translation>Usporedi s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lairs dungeon (*.json)</source>
        <translation>Tamnica za Lairs (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot open {0}: {1}</source>
        <translation>{0} se ne može otvoriti: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File: {0}</source>
        <translation>Datoteka: {0}</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+71"/>
        <source>Cancel</source>
        <translation>Odustani</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>this dungeon</source>
        <translation>ova tamnica</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;About as hard&lt;/b&gt; ({0} and {1}).</source>
        <translation>&lt;b&gt;Otprilike jednako teške&lt;/b&gt; ({0} i {1}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;{0} is harder&lt;/b&gt; ({1} against {2}):</source>
        <translation>&lt;b&gt;{0} je teža&lt;/b&gt; ({1} prema {2}):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a typical explorer needs about {0} turns against {1}</source>
        <translation>tipičnom istraživaču treba oko {0} poteza prema {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}% of the runs are not out within the budget against {1}%</source>
        <translation>{0}% pokušaja ne izađe unutar zadanog broja poteza prema {1}%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an achievement and out takes {0} steps against {1}</source>
        <translation>postignuće i izlazak traže {0} koraka prema {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} hazards stand on every way to some goal against {1}</source>
        <translation>{0} opasnosti stoje na svakom putu do nekog cilja prema {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>explorers suffer {0} strikes a run against {1}</source>
        <translation>istraživači trpe {0} udara po pokušaju prema {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cubes are fatigued a run against {1}</source>
        <translation>umorenih kocaka po pokušaju: {0} prema {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a cell lies {0} steps from the Start on average against {1}</source>
        <translation>polje je u prosjeku {0} koraka od Početka prema {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} dead ends against {1}</source>
        <translation>slijepih ulica: {0} prema {1}</translation>
    </message>
</context>
<context>
    <name>ConsoleHelp</name>
    <message>
        <location filename="../../ui/lairs/tabletop/console_help.py" line="+18"/>
        <source>&amp;Announcements</source>
        <translation>&amp;Najave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announcements</source>
        <translation>Najave</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;Type what the explorer says, or click a cell:&lt;/p&gt;&lt;p&gt;&lt;b&gt;creep east to E4&lt;/b&gt; · &lt;b&gt;creep E4&lt;/b&gt; · &lt;b&gt;creep east&lt;/b&gt;&lt;br&gt;&lt;b&gt;hustle&lt;/b&gt;, then up to 3 &lt;b&gt;creep&lt;/b&gt;s, &lt;b&gt;stop&lt;/b&gt; · &lt;b&gt;hustle north to D4&lt;/b&gt;&lt;br&gt;&lt;b&gt;peer B3&lt;/b&gt;, then &lt;b&gt;enter&lt;/b&gt; or &lt;b&gt;stay&lt;/b&gt; · &lt;b&gt;backtrack to C2&lt;/b&gt;&lt;br&gt;&lt;b&gt;fight rolled 2+1+1&lt;/b&gt; · &lt;b&gt;disarm rolled 4&lt;/b&gt; · &lt;b&gt;fight with no dice&lt;/b&gt;&lt;br&gt;&lt;b&gt;open chest&lt;/b&gt; · &lt;b&gt;skip chest&lt;/b&gt; · &lt;b&gt;conserve&lt;/b&gt; · &lt;b&gt;end turn&lt;/b&gt; · &lt;b&gt;leave&lt;/b&gt;&lt;/p&gt;&lt;p&gt;The console follows their cubes as they pay (they never say which): an action their cubes cannot pay, or a roll their dice cannot make, is refused with the reason. The turn ends by itself when no cube is left.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Upiši što istraživač kaže ili klikni polje:&lt;/p&gt;&lt;p&gt;&lt;b&gt;creep east to E4&lt;/b&gt; · &lt;b&gt;creep E4&lt;/b&gt; · &lt;b&gt;creep east&lt;/b&gt;&lt;br&gt;&lt;b&gt;hustle&lt;/b&gt;, zatim do 3 puta &lt;b&gt;creep&lt;/b&gt;, &lt;b&gt;stop&lt;/b&gt; · &lt;b&gt;hustle north to D4&lt;/b&gt;&lt;br&gt;&lt;b&gt;peer B3&lt;/b&gt;, zatim &lt;b&gt;enter&lt;/b&gt; ili &lt;b&gt;stay&lt;/b&gt; · &lt;b&gt;backtrack to C2&lt;/b&gt;&lt;br&gt;&lt;b&gt;fight rolled 2+1+1&lt;/b&gt; · &lt;b&gt;disarm rolled 4&lt;/b&gt; · &lt;b&gt;fight with no dice&lt;/b&gt;&lt;br&gt;&lt;b&gt;open chest&lt;/b&gt; · &lt;b&gt;skip chest&lt;/b&gt; · &lt;b&gt;conserve&lt;/b&gt; · &lt;b&gt;end turn&lt;/b&gt; · &lt;b&gt;leave&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Konzola prati njihove kocke dok plaćaju (nikad ne kažu koje): akcija koju njihove kocke ne mogu platiti ili bacanje koje njihove kockice ne mogu dati odbija se s razlogom. Potez završava sam od sebe kad ne ostane nijedna kocka.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>CoupActivities</name>
    <message>
        <location filename="../../ui/coup/__init__.py" line="+23"/>
        <source>Play</source>
        <translation>Igraj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot-seat and bots: 2–10 players with the Inquisitor and Reformation.</source>
        <translation>Za istim uređajem i s botovima: 2–10 igrača, s Inkvizitorom i Reformacijom.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table tracker</source>
        <translation>Praćenje stola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Track coins, claims and revealed cards of a game played with real cards.</source>
        <translation>Prati novčiće, tvrdnje i otkrivene karte u igri s pravim kartama.</translation>
    </message>
</context>
<context>
    <name>CoupCard</name>
    <message>
        <location filename="../../ui/coup/card_art.py" line="+64"/>
        <source>Duke</source>
        <translation>Vojvotkinja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assassin</source>
        <translation>Ubojica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captain</source>
        <translation>Kapetan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ambassador</source>
        <translation>Ambasador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contessa</source>
        <translation>Grofica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inquisitor</source>
        <translation>Inkvizitor</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tax: take 3 coins</source>
        <translation>Porez: uzmi 3 novčića</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blocks Foreign Aid</source>
        <translation>Sprječava pomoć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay 3 coins: assassinate</source>
        <translation>Plati 3 novčića: ubij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steal 2 coins from a player</source>
        <translation>Ukradi 2 novčića igraču</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <location line="+3"/>
        <source>Blocks stealing</source>
        <translation>Sprječava krađu</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Exchange: draw 2, return 2</source>
        <translation>Zamjena: izvuci 2, vrati 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocks assassination</source>
        <translation>Sprječava ubojstvo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange 1, or examine a card</source>
        <translation>Zamijeni 1 ili pregledaj kartu</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>No action</source>
        <translation>Nema akcije</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No block</source>
        <translation>Nema protivljenja</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Face-down card</source>
        <translation>Karta licem prema dolje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} (your face-down card: only you see it)</source>
        <translation>{0} (tvoja karta licem prema dolje: vidiš je samo ti)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (face up: influence lost)</source>
        <translation>{0} (licem prema gore: utjecaj izgubljen)</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>yours</source>
        <translation>tvoja</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>LOST</source>
        <translation>MRTAV</translation>
    </message>
</context>
<context>
    <name>CoupClaims</name>
    <message>
        <location filename="../../ui/coup/claims_panel.py" line="+62"/>
        <source>{0} claims {1}</source>
        <translation>{0} tvrdi: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing</source>
        <translation>ništa</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unseen (not face up, not yours):</source>
        <translation>Neviđene (nisu licem prema gore ni tvoje):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unseen (not face up):</source>
        <translation>Neviđene (nisu licem prema gore):</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Claims standing</source>
        <translation>Važeće tvrdnje</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>exiled</source>
        <translation>izvan igre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no claim</source>
        <translation>bez tvrdnje</translation>
    </message>
</context>
<context>
    <name>CoupEnding</name>
    <message>
        <location filename="../../ui/coup/ending.py" line="+52"/>
        <source>lost a challenge</source>
        <translation>izgubljen izazov</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>caught bluffing by {0}</source>
        <translation>blef otkriva {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Coup by {0}</source>
        <translation>Puč igrača {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>assassinated by {0}</source>
        <translation>Ubojica igrača {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} is the last with influence after {1} turns, with {2} of 2 cards still face down.</source>
        <translation>Samo {0} još ima utjecaj nakon {1} poteza, s {2} od 2 karte još licem prema dolje.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Out: {0}.</source>
        <translation>Izvan igre: {0}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0} never claimed a character.</source>
        <translation>{0}: nijedna tvrdnja o liku.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}&apos;s one claim was true.</source>
        <translation>Jedina tvrdnja igrača {0} bila je istinita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every one of {0}&apos;s {1} claims was true.</source>
        <translation>Sve tvrdnje igrača {0} ({1}) bile su istinite.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} bluffed {1} of {2} claims; {3} of the bluffs went unchallenged.</source>
        <translation>{0}: blefova {1}, tvrdnji {2}; neizazvanih blefova {3}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0}&apos;s one challenge caught a bluff.</source>
        <translation>Jedini izazov igrača {0} otkrio je blef.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}&apos;s one challenge failed.</source>
        <translation>Jedini izazov igrača {0} nije uspio.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{0} won {1} of %n challenge(s).</source>
        <translation>
            <numerusform>{0}: dobiveno {1} od %n izazova.</numerusform>
            <numerusform>{0}: dobiveno {1} od %n izazova.</numerusform>
            <numerusform>{0}: dobiveno {1} od %n izazova.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>%n bluff(s)</source>
        <translation>
            <numerusform>%n blef</numerusform>
            <numerusform>%n blefa</numerusform>
            <numerusform>%n blefova</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{0}, and it was true</source>
        <translation>{0}, i to je bila istina</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>no bluff</source>
        <translation>bez blefa</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} said they had no Duke</source>
        <translation>{0} kaže da nema Vojvotkinju</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} blocked with the {1}</source>
        <translation>{0} se suprotstavlja kao {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} claimed the {1}</source>
        <translation>{0} tvrdi da je {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BLUFF, caught</source>
        <translation>BLEF, otkriven</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>BLUFF, never challenged</source>
        <translation>BLEF, nikad izazvan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Rematch</source>
        <translation>Revanš</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same players and seats, a new deal</source>
        <translation>Isti igrači i mjesta, novo dijeljenje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game…</source>
        <translation>Nova igra…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every claim of the game, judged now that the cards are shown:</source>
        <translation>Sve tvrdnje u igri, ocijenjene sad kad su karte otkrivene:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} wins!</source>
        <translation>{0} pobjeđuje!</translation>
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
        <translation>Novčići: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/coup/words.py" line="+32"/>
        <source>turn {0}</source>
        <translation>potez {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> and </source>
        <translation> i </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>nothing</source>
        <translation>ništa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Inquisitor</source>
        <translation>Inkvizitor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ambassador</source>
        <translation>Ambasador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} pays 1 coin to the Treasury Reserve to change allegiance.</source>
        <translation>{0} plaća 1 novčić u pričuvu blaga i mijenja pripadnost.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} takes Income (+1 coin).</source>
        <translation>{0} uzima Prihod (+1 novčić).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} asks for Foreign Aid (+2 coins).</source>
        <translation>{0} traži Stranu pomoć (+2 novčića).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} pays 7 coins and launches a Coup against {1}.</source>
        <translation>{0} plaća 7 novčića i izvodi Puč (meta: {1}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Duke to collect Tax (+3 coins).</source>
        <translation>{0} tvrdi da je Vojvotkinja i ubire Porez (+3 novčića).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Assassin and pays 3 coins to assassinate {1}.</source>
        <translation>{0} tvrdi da je Ubojica i plaća 3 novčića za ubojstvo (meta: {1}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Captain to steal from {1}.</source>
        <translation>{0} tvrdi da je Kapetan i krade (meta: {1}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the {2} to exchange cards with the Court deck.</source>
        <translation>{0} tvrdi da je {2} i mijenja karte s dvorištem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Inquisitor to examine a card of {1}.</source>
        <translation>{0} tvrdi da je Inkvizitor i pregledava kartu igrača {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} pays 2 coins to the Treasury Reserve to convert {1}.</source>
        <translation>{0} plaća 2 novčića u pričuvu blaga i preobraća igrača {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims to have no Duke and embezzles the Treasury Reserve.</source>
        <translation>{0} tvrdi da nema Vojvotkinju i pronevjeruje pričuvu blaga.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You keep {0} and return the rest to the Court deck.</source>
        <translation>Zadržavaš: {0}; ostalo vraćaš u dvorište.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} keeps {1} and returns the rest.</source>
        <translation>{0} zadržava: {1}; ostalo vraća.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} shows their hand ({1}): no Duke. The cards are shuffled back and replaced.</source>
        <translation>{0} pokazuje ruku ({1}): nema Vojvotkinje. Karte se vraćaju, miješaju i zamjenjuju novima.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} returns cards to the Court deck (unseen).</source>
        <translation>{0} vraća karte u dvorište (neviđene).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} secretly shows a card to {1}.</source>
        <translation>{0} potajno pokazuje kartu igraču {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} secretly keeps one card of their set.</source>
        <translation>{0} potajno zadržava jednu kartu svog kompleta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} forces the examined card to be exchanged.</source>
        <translation>{0} prisiljava zamjenu pregledane karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} gives the examined card back.</source>
        <translation>{0} vraća pregledanu kartu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} chooses {1}; allegiances alternate clockwise.</source>
        <translation>{0} bira: {1}; pripadnosti se izmjenjuju u smjeru kazaljke na satu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} lets it pass.</source>
        <translation>{0} propušta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} challenges!</source>
        <translation>{0} izaziva!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the {1} to block.</source>
        <translation>{0} tvrdi da je {1} i suprotstavlja se.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} reveals the {1}, shuffles it back and draws a new card.</source>
        <translation>{0} otkriva: {1}, vraća kartu u dvorište, miješa i izvlači novu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} loses an influence: the {1} is turned face up.</source>
        <translation>{0} gubi utjecaj: {1} se okreće licem prema gore.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} shows the {1} to the Inquisitor.</source>
        <translation>{0} pokazuje Inkvizitoru: {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} keeps the {1} from their set.</source>
        <translation>{0} iz svog kompleta zadržava: {1}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0} is challenged: show a hand without a Duke, or concede.</source>
        <translation>{0} je izazvan: pokaži ruku bez Vojvotkinje ili odustani.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} is challenged: reveal the {1}, or concede.</source>
        <translation>{0} je izazvan: otkrij kartu {1} ili odustani.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} has seen a card of {1}: give it back, or force an exchange.</source>
        <translation>{0} je vidio kartu igrača {1}: vrati je ili prisili zamjenu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}&apos;s turn: choose an action.</source>
        <translation>Na potezu je {0}: odaberi akciju.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} loses an influence: choose the card to turn face up.</source>
        <translation>{0} gubi utjecaj: odaberi kartu koju okrećeš licem prema gore.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} exchanges: choose the cards to keep.</source>
        <translation>{0} mijenja karte: odaberi koje zadržavaš.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is examined: choose a card to show.</source>
        <translation>{0} je pregledan: odaberi kartu koju pokazuješ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} chooses an allegiance.</source>
        <translation>{0} bira pripadnost.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} keeps one card of their set.</source>
        <translation>{0} zadržava jednu kartu iz svog kompleta.</translation>
    </message>
</context>
<context>
    <name>CoupPrompt</name>
    <message>
        <location filename="../../ui/coup/prompt.py" line="+38"/>
        <location line="+70"/>
        <source>Inquisitor</source>
        <translation>Inkvizitor</translation>
    </message>
    <message>
        <location line="-70"/>
        <location line="+70"/>
        <source>Ambassador</source>
        <translation>Ambasador</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Income (+1)</source>
        <translation>Prihod (+1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foreign Aid (+2)</source>
        <translation>Strana pomoć (+2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coup (pay 7)…</source>
        <translation>Puč (plati 7)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tax — Duke (+3)</source>
        <translation>Porez — Vojvotkinja (+3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assassinate — Assassin (pay 3)…</source>
        <translation>Ubij — Ubojica (plati 3)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steal — Captain…</source>
        <translation>Ukradi — Kapetan…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange — {0}</source>
        <translation>Zamjena — {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Examine — Inquisitor…</source>
        <translation>Pregledaj — Inkvizitor…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Convert myself (pay 1)</source>
        <translation>Preobrati sebe (plati 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Convert a player (pay 2)…</source>
        <translation>Preobrati igrača (plati 2)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embezzle — no Duke</source>
        <translation>Pronevjeri — nemam Vojvotkinju</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Concede: lose the {0}</source>
        <translation>Predaj se: izgubi {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let it pass</source>
        <translation>Propusti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge!</source>
        <translation>Izazovi!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Block with the {0}</source>
        <translation>Suprotstavi se kao {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reveal the {0}</source>
        <translation>Otkrij: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reveal my whole hand (no Duke)</source>
        <translation>Otkrij cijelu ruku (nemam Vojvotkinju)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lose the {0}</source>
        <translation>Izgubi: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep {0}</source>
        <translation>Zadrži: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the {0}</source>
        <translation>Pokaži: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Force an exchange</source>
        <translation>Prisili zamjenu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Give it back</source>
        <translation>Vrati kartu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep the {0}</source>
        <translation>Zadrži: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>you</source>
        <translation>ti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} claims the Duke to collect Tax (+3)</source>
        <translation>{0} tvrdi da je Vojvotkinja i ubire Porez (+3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Assassin to assassinate {1}</source>
        <translation>{0} tvrdi da je Ubojica (ubojstvo, meta: {1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Captain to steal from {1}</source>
        <translation>{0} tvrdi da je Kapetan (krađa, meta: {1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the {2} to exchange cards</source>
        <translation>{0} tvrdi da je {2} i mijenja karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the Inquisitor to examine a card of {1}</source>
        <translation>{0} tvrdi da je Inkvizitor (pregled karte, meta: {1})</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Your turn. With %n coin(s) you must Coup.</source>
        <translation>
            <numerusform>Tvoj potez. S %n novčićem moraš izvesti Puč.</numerusform>
            <numerusform>Tvoj potez. S %n novčića moraš izvesti Puč.</numerusform>
            <numerusform>Tvoj potez. S %n novčića moraš izvesti Puč.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your turn (%n coin(s)). Choose an action.</source>
        <translation>
            <numerusform>Tvoj potez (%n novčić). Odaberi akciju.</numerusform>
            <numerusform>Tvoj potez (%n novčića). Odaberi akciju.</numerusform>
            <numerusform>Tvoj potez (%n novčića). Odaberi akciju.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} claims to have no Duke to embezzle. Challenge?</source>
        <translation>{0} tvrdi da nema Vojvotkinju i želi pronevjeriti. Izazivaš?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}. Challenge?</source>
        <translation>{0}. Izazivaš?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}. Block?</source>
        <translation>{0}. Suprotstavljaš se?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} asks for Foreign Aid. Block with a Duke?</source>
        <translation>{0} traži Stranu pomoć. Suprotstavljaš se kao Vojvotkinja?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} claims the {1} to block {2} Foreign Aid.</source>
        <translation>{0} tvrdi da je {1} i sprječava {2} Stranu pomoć.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the {1} to block {2} steal.</source>
        <translation>{0} tvrdi da je {1} i sprječava {2} krađu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} claims the {1} to block {2} assassination.</source>
        <translation>{0} tvrdi da je {1} i sprječava {2} ubojstvo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your</source>
        <translation>ti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0}&apos;s</source>
        <translation>igraču {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} Challenge the block?</source>
        <translation>{0} Izazivaš protivljenje?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} challenges: holding a Duke, you must concede. Which card do you turn face up?</source>
        <translation>{0} izaziva: imaš Vojvotkinju, pa se moraš predati. Koju kartu okrećeš licem prema gore?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} challenges: prove you have no Duke, or concede.</source>
        <translation>{0} izaziva: dokaži da nemaš Vojvotkinju ili se predaj.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} challenges your {1}: you cannot reveal it. Which card do you turn face up?</source>
        <translation>{0} izaziva tvoju tvrdnju ({1}): ne možeš je otkriti. Koju kartu okrećeš licem prema gore?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} challenges your {1}. Reveal it, or concede an influence.</source>
        <translation>{0} izaziva tvoju tvrdnju ({1}). Otkrij kartu ili izgubi utjecaj.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep one card; the others go back.</source>
        <translation>Zadrži jednu kartu; ostale se vraćaju.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep two cards; the others go back.</source>
        <translation>Zadrži dvije karte; ostale se vraćaju.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange: you drew {0}. {1}</source>
        <translation>Zamjena: izvučeno {0}. {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} examines you: choose a card to show.</source>
        <translation>{0} te pregledava: odaberi kartu koju ćeš pokazati.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} shows you the {1}. Give it back or force an exchange?</source>
        <translation>{0} ti pokazuje: {1}. Vraćaš kartu ili prisiljavaš zamjenu?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose your allegiance; the others alternate clockwise.</source>
        <translation>Odaberi svoju pripadnost; ostali se izmjenjuju u smjeru kazaljke na satu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep one card of your set; the rest leave the game.</source>
        <translation>Zadrži jednu kartu svog kompleta; ostale izlaze iz igre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which card do you turn face up?</source>
        <translation>Koju kartu okrećeš licem prema gore?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} revealed the {1}: your challenge failed. {2}</source>
        <translation>{0} otkriva: {1}. Tvoj izazov nije uspio. {2}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} launches a Coup against you. {1}</source>
        <translation>{0} izvodi Puč protiv tebe. {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} assassinates you. {1}</source>
        <translation>{0} te ubija. {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You lose an influence. {0}</source>
        <translation>Gubiš utjecaj. {0}</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>{0}: choose the target (or click a seat).</source>
        <translation>{0}: odaberi metu (ili klikni mjesto).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>← Back</source>
        <translation>← Natrag</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Key: {0}</source>
        <translation>Tipka: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> or </source>
        <translation> ili </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>P pass</source>
        <translation>P propusti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C challenge</source>
        <translation>C izazovi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B block</source>
        <translation>B suprotstavi se</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Esc back</source>
        <translation>Esc natrag</translation>
    </message>
</context>
<context>
    <name>CoupRefusal</name>
    <message>
        <location filename="../../companion/coup/explain.py" line="+33"/>
        <source>duke</source>
        <translation>Vojvotkinja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>assassin</source>
        <translation>Ubojica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captain</source>
        <translation>Kapetan</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ambassador</source>
        <translation>Ambasador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>contessa</source>
        <translation>Grofica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>inquisitor</source>
        <translation>Inkvizitor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>income</source>
        <translation>prihod</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>foreign aid</source>
        <translation>strana pomoć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coup</source>
        <translation>puč</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>tax</source>
        <translation>porez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assassinate</source>
        <translation>ubojstvo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>steal</source>
        <translation>krađa</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>exchange</source>
        <translation>zamjena</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>examine</source>
        <translation>pregled</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>convert</source>
        <translation>preobraćenje</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>embezzle</source>
        <translation>pronevjera</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pick</source>
        <translation>odabir karte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>allegiance</source>
        <translation>pripadnost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action</source>
        <translation>akcija</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>challenge</source>
        <translation>izazov</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block</source>
        <translation>protivljenje</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>block challenge</source>
        <translation>izazov protivljenja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prove</source>
        <translation>dokazivanje</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lose</source>
        <translation>gubitak utjecaja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show</source>
        <translation>pokazivanje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verdict</source>
        <translation>odluka o karti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>over</source>
        <translation>kraj igre</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>there is no such player in a {players}-player game</source>
        <translation>u igri s {players} igrača nema takvog igrača</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it is {player}&apos;s decision ({phase}), not {seat}&apos;s</source>
        <translation>odlučuje {player} ({phase}), a ne {seat}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} must answer the {phase} first</source>
        <translation>{player} najprije mora odgovoriti (faza: {phase})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is the start of a turn: choose an action</source>
        <translation>počinje potez: odaberi akciju</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>there is no such action</source>
        <translation>takva akcija ne postoji</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>there is no such character</source>
        <translation>takav lik ne postoji</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no such allegiance (loyalist or reformist)</source>
        <translation>takva pripadnost ne postoji (lojalist ili reformist)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a player who starts the turn with 10 or more coins must Coup</source>
        <translation>igrač koji počinje potez s 10 ili više novčića mora izvesti Puč</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{kind} costs {cost} coins; {player} has {coins}</source>
        <translation>{kind} stoji {cost} novčića; {player} ima {coins}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{kind} is part of the reformation variant</source>
        <translation>{kind} pripada varijanti Reformacija</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>examine needs the inquisitor variant</source>
        <translation>pregled traži varijantu s Inkvizitorom</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>there is no such target</source>
        <translation>takva meta ne postoji</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a player cannot target themselves</source>
        <translation>igrač ne može ciljati sebe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} is exiled</source>
        <translation>{player} je izvan igre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>players of the same allegiance may not target each other</source>
        <translation>igrači iste pripadnosti ne smiju ciljati jedni druge</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a challenge (pass or challenge)</source>
        <translation>izazov (propusti ili izazovi)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a block (pass or block)</source>
        <translation>protivljenje (propusti ili se suprotstavi)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a challenge of the block (pass or challenge)</source>
        <translation>izazov protivljenja (propusti ili izazovi)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a challenge of their claim (reveal it or lose a card)</source>
        <translation>izazov tvrdnje (otkrij kartu ili izgubi kartu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a lost influence (lose a face-down card)</source>
        <translation>gubitak utjecaja (izgubi kartu licem prema dolje)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an exchange (keep as many cards as before)</source>
        <translation>zamjena (zadrži onoliko karata koliko prije)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an examine (show a face-down card)</source>
        <translation>pregled (pokaži kartu licem prema dolje)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an examined card (give back or force exchange)</source>
        <translation>pregledana karta (vrati je ili prisili zamjenu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the choice of allegiance</source>
        <translation>izbor pripadnosti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the two-player set-up (pick a card of the set)</source>
        <translation>priprema za dva igrača (odaberi kartu kompleta)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{player} is answering {question}</source>
        <translation>{player} odgovara na pitanje: {question}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a {character} cannot block {kind}</source>
        <translation>{character} se ne može suprotstaviti akciji: {kind}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>keep exactly as many cards as before, from your hand and the cards drawn</source>
        <translation>zadrži točno onoliko karata koliko prije, od svoje ruke i izvučenih karata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it does not answer the current question</source>
        <translation>to nije odgovor na trenutno pitanje</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} has no face-down {character}</source>
        <translation>{player} nema kartu licem prema dolje: {character}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{player} claimed to have no Duke: reveal the whole hand, or concede</source>
        <translation>{player} tvrdi da nema Vojvotkinju: otkrij cijelu ruku ili se predaj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} holds a Duke and must concede</source>
        <translation>{player} ima Vojvotkinju i mora se predati</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} claimed the {character}: reveal it, or concede</source>
        <translation>{player} tvrdi da je {character}: otkrij kartu ili se predaj</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{player} has no coins: a Steal would take nothing</source>
        <translation>{player} nema novčića: krađa ne bi ništa donijela</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the Treasury Reserve is empty: an Embezzle would take nothing</source>
        <translation>pričuva blaga je prazna: pronevjera ne bi ništa donijela</translation>
    </message>
</context>
<context>
    <name>CoupResponses</name>
    <message>
        <location filename="../../ui/coup/responses.py" line="+61"/>
        <source>{0} Does anyone challenge the block?</source>
        <translation>{0} Izaziva li netko protivljenje?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} Does anyone challenge?</source>
        <translation>{0} Izaziva li netko?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} Does anyone block it with a Duke?</source>
        <translation>{0} Suprotstavlja li se netko kao Vojvotkinja?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} Does {1} block it?</source>
        <translation>{0} Suprotstavlja li se {1}?</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>{0}: lets it pass</source>
        <translation>{0}: propušta</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Answer for yourselves: no cards are shown. Enter: nobody.</source>
        <translation>Odgovorite svatko za sebe: karte se ne pokazuju. Enter: nitko.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>a bot: answers when asked</source>
        <translation>bot: odgovara kad ga se pita</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No cards are shown. Enter: {0} lets it pass.</source>
        <translation>Nijedna karta nije pokazana. Enter: {0} propušta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Blocks with the {0}</source>
        <translation>Suprotstavlja se kao {0}</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Nobody blocks</source>
        <translation>Nitko se ne suprotstavlja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody challenges</source>
        <translation>Nitko ne izaziva</translation>
    </message>
</context>
<context>
    <name>CoupStory</name>
    <message>
        <location filename="../../ui/coup/story.py" line="+28"/>
        <source>Foreign Aid</source>
        <translation>Strana pomoć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tax</source>
        <translation>Porez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assassination</source>
        <translation>ubojstvo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>steal</source>
        <translation>krađa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exchange</source>
        <translation>zamjena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>examination</source>
        <translation>pregled</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>embezzlement</source>
        <translation>pronevjera</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Foreign Aid is blocked.</source>
        <translation>Strana pomoć je spriječena.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The steal is blocked.</source>
        <translation>Krađa je spriječena.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The assassination is blocked.</source>
        <translation>Ubojstvo je spriječeno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The action is blocked.</source>
        <translation>Akcija je spriječena.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Turn {0} · {1}</source>
        <translation>Potez {0} · {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set-up</source>
        <translation>Priprema</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The challenge failed: {0} had the {1}.</source>
        <translation>Izazov nije uspio: {0} ima kartu {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenge failed: {0} had no Duke.</source>
        <translation>Izazov nije uspio: {0} nema Vojvotkinju.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The challenge succeeded: {0} did not show the {1}, so the block fails.</source>
        <translation>Izazov je uspio: {0} ne pokazuje kartu {1}, pa protivljenje propada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The challenge succeeded: the embezzlement fails.</source>
        <translation>Izazov je uspio: pronevjera propada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The challenge succeeded: {0} did not show the {1}, so the {2} fails.</source>
        <translation>Izazov je uspio: {0} ne pokazuje kartu {1}, pa akcija ({2}) propada.</translation>
    </message>
</context>
<context>
    <name>CoupTable</name>
    <message>
        <location filename="../../ui/coup/scene.py" line="+73"/>
        <source>Loyalist</source>
        <translation>Lojalist</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reformist</source>
        <translation>Reformist</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Challenge!</source>
        <translation>Izazov!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blocks: {0}</source>
        <translation>Protivljenje: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No Duke!</source>
        <translation>Nemam Vojvotkinju!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foreign Aid (+2)</source>
        <translation>Strana pomoć (+2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am the {0}</source>
        <translation>Ja sam {0}</translation>
    </message>
    <message numerus="yes">
        <location line="+79"/>
        <source>{0}: %n coin(s)</source>
        <translation>
            <numerusform>{0}: %n novčić</numerusform>
            <numerusform>{0}: %n novčića</numerusform>
            <numerusform>{0}: %n novčića</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+110"/>
        <source>Court deck: %n card(s)</source>
        <translation>
            <numerusform>Dvorište: %n karta</numerusform>
            <numerusform>Dvorište: %n karte</numerusform>
            <numerusform>Dvorište: %n karata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>Treasury: %n coin(s)</source>
        <translation>
            <numerusform>Blago: %n novčić</numerusform>
            <numerusform>Blago: %n novčića</numerusform>
            <numerusform>Blago: %n novčića</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Treasury Reserve: %n coin(s)</source>
        <translation>
            <numerusform>Pričuva blaga: %n novčić</numerusform>
            <numerusform>Pričuva blaga: %n novčića</numerusform>
            <numerusform>Pričuva blaga: %n novčića</numerusform>
        </translation>
    </message>
    <message>
        <location line="-108"/>
        <source>exiled</source>
        <translation>izvan igre</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0} (exiled)</source>
        <translation>{0} (izvan igre)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>target</source>
        <translation>meta</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Court deck: {0}</source>
        <translation>Dvorište: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Treasury: {0}</source>
        <translation>Blago: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reserve</source>
        <translation>Pričuva</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Drawn from the Court deck</source>
        <translation>Izvučeno iz dvorišta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shown to you only</source>
        <translation>Pokazano samo tebi</translation>
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
        <translation>Prikaži propuštanja</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>The game is over after %n turn(s).</source>
        <translation>
            <numerusform>Igra je gotova nakon %n poteza.</numerusform>
            <numerusform>Igra je gotova nakon %n poteza.</numerusform>
            <numerusform>Igra je gotova nakon %n poteza.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Everyone at the table: answer below.</source>
        <translation>Svi za stolom: odgovorite ispod.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <source>Waiting for {0}…</source>
        <translation>Čeka se {0}…</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Your decision, {0}.</source>
        <translation>Tvoja odluka, {0}.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>thinking…</source>
        <translation>razmišlja…</translation>
    </message>
</context>
<context>
    <name>CoupTracker</name>
    <message>
        <location filename="../../ui/coup/tracker_words.py" line="+19"/>
        <source>tax</source>
        <translation>porez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assassinate</source>
        <translation>ubojstvo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>steal</source>
        <translation>krađa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exchange</source>
        <translation>zamjena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>examine</source>
        <translation>pregled</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block foreign aid</source>
        <translation>protivljenje Stranoj pomoći</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block steal</source>
        <translation>protivljenje krađi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block assassination</source>
        <translation>protivljenje ubojstvu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} claims {1} ({2})</source>
        <translation>{0} tvrdi: {1} ({2})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the claim stood</source>
        <translation>tvrdnja je stajala</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>caught bluffing</source>
        <translation>blef otkriven</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pending</source>
        <translation>na čekanju</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}; challenged by {1}: {2}</source>
        <translation>{0}; izaziva {1}: {2}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Foreign Aid by {0} may be blocked (Duke) by {1}.</source>
        <translation>Stranoj pomoći igrača {0} smije se suprotstaviti (Vojvotkinja): {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the target may block a Steal (Captain or {0}) or an Assassination (Contessa); anyone may challenge any claim.</source>
        <translation>Samo se meta smije suprotstaviti krađi (Kapetan ili {0}) ili ubojstvu (Grofica); svatko smije izazvati svaku tvrdnju.</translation>
    </message>
    <message>
        <location filename="../../companion/coup/tracker.py" line="+82"/>
        <source>coup is played by 2–{most} players, not {players}</source>
        <translation>Coup igra 2–{most} igrača, a ne {players}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>every player needs a distinct, non-empty name</source>
        <translation>svaki igrač treba zasebno ime koje nije prazno</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>the Treasury holds only {coins} coins</source>
        <translation>u blagu je samo {coins} novčića</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the Treasury Reserve is part of the reformation variant</source>
        <translation>pričuva blaga pripada varijanti Reformacija</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Embezzle is part of the reformation variant</source>
        <translation>Pronevjera pripada varijanti Reformacija</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>allegiances are part of the reformation variant</source>
        <translation>pripadnosti pripadaju varijanti Reformacija</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{player} is already exiled</source>
        <translation>{player} je već izvan igre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>every {character} is already face up</source>
        <translation>svaki primjerak lika {character} već je licem prema gore</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>there is no claim to challenge</source>
        <translation>nema tvrdnje za izazvati</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>players cannot challenge their own claim</source>
        <translation>igrači ne mogu izazvati vlastitu tvrdnju</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the game is over</source>
        <translation>igra je gotova</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>there is no player {player}</source>
        <translation>nema igrača {player}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} is exiled</source>
        <translation>{player} je izvan igre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player} has only {coins} coins</source>
        <translation>{player} ima samo {coins} novčića</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{character} is not in this game</source>
        <translation>{character} nije u ovoj igri</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Duke</source>
        <translation>Vojvotkinja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Assassin</source>
        <translation>Ubojica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captain</source>
        <translation>Kapetan</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/coup/tracker_words.py" line="+2"/>
        <source>Inquisitor</source>
        <translation>Inkvizitor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contessa</source>
        <translation>Grofica</translation>
    </message>
    <message>
        <location line="-1"/>
        <location filename="../../ui/coup/tracker_words.py" line="+0"/>
        <source>Ambassador</source>
        <translation>Ambasador</translation>
    </message>
    <message>
        <location filename="../../ui/coup/tracker_words.py" line="+2"/>
        <source>{0} ({1}) may only target players of the other allegiance.</source>
        <translation>{0} ({1}) smije ciljati samo igrače druge pripadnosti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is the last player with influence and wins.</source>
        <translation>Samo {0} još ima utjecaj i pobjeđuje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} starts the turn with {1} coins and must Coup.</source>
        <translation>{0} počinje potez s {1} novčića i mora izvesti Puč.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} can afford a Coup (7 coins).</source>
        <translation>{0} si može priuštiti Puč (7 novčića).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone shares one allegiance: anyone may be targeted.</source>
        <translation>Svi dijele istu pripadnost: svatko smije biti meta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} has {1} coins: must Coup on their turn.</source>
        <translation>{0} ima {1} novčića: u svom potezu mora izvesti Puč.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals are allowed but never binding; nobody may show their cards to others or give or lend coins.</source>
        <translation>Dogovori su dopušteni, ali nikad obvezujući; nitko ne smije drugima pokazivati karte niti davati ili posuđivati novčiće.</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../ui/lairs/explorer/decision_panel.py" line="+52"/>
        <source>Decision</source>
        <translation>Odluka</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Score these face-up</source>
        <translation>Boduj ove licem prema gore</translation>
    </message>
</context>
<context>
    <name>DifficultyDialog</name>
    <message>
        <location filename="../../ui/lairs/explorer/difficulty_dialog.py" line="+250"/>
        <source>Dungeon difficulty</source>
        <translation>Težina tamnice</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Three explorers go in alone, again and again, each with other dice and treasure decks: &lt;b&gt;careful&lt;/b&gt;, &lt;b&gt;greedy&lt;/b&gt; and a &lt;b&gt;beginner&lt;/b&gt; who makes mistakes. Runs stop at {0} turns.</source>
        <translation>Tri istraživača ulaze sami, iznova i iznova, svaki put s drugim kockicama i špilom blaga: &lt;b&gt;oprezni&lt;/b&gt;, &lt;b&gt;pohlepni&lt;/b&gt; i &lt;b&gt;početnik&lt;/b&gt; koji griješi. Pokušaji staju nakon {0} poteza.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source> runs per explorer</source>
        <translation> pokušaja po istraživaču</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seed </source>
        <translation>sjeme </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>and the search bot</source>
        <translation>i bot pretraživanja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ismcts explorer goes in too: slower, shown beside the others, not counted in the score</source>
        <translation>Ulazi i ismcts istraživač: sporiji, prikazan uz ostale, ne ulazi u ocjenu</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+41"/>
        <location line="+4"/>
        <location line="+5"/>
        <source>Run</source>
        <translation>Pokreni</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>&lt;b&gt;Turns to exit&lt;/b&gt; (box: middle half of the runs, white bar: median; dashed: the {0}-turn budget)</source>
        <translation>&lt;b&gt;Potezi do izlaska&lt;/b&gt; (kutija: srednja polovica pokušaja, bijela crta: medijan; isprekidano: granica od {0} poteza)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Only a dungeon that follows the build rules can be explored: {0}</source>
        <translation>Istraživati se može samo tamnica koja poštuje pravila gradnje: {0}</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+31"/>
        <source>Cancel</source>
        <translation>Odustani</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not run: {0}</source>
        <translation>Nije pokrenuto: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled.</source>
        <translation>Otkazano.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Harder than &lt;b&gt;{0}&lt;/b&gt; of generated dungeons. A typical explorer needs about &lt;b&gt;{1:.0f} turns&lt;/b&gt;; {2} get out within {3}.</source>
        <translation>Teža od &lt;b&gt;{0}&lt;/b&gt; generiranih tamnica. Tipičnom istraživaču treba oko &lt;b&gt;{1:.0f} poteza&lt;/b&gt;; {2} izađe unutar {3}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;br&gt;&lt;i&gt;Your box could not be read, so the shipped cards and die were used: {0}&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;Tvoja kutija nije se mogla pročitati, pa su korištene isporučene karte i kockica: {0}&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>nema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Layout:&lt;/b&gt; {0} steps to an achievement and out; hazards on every way to a goal: {1}; {2} dead ends.</source>
        <translation>&lt;b&gt;Raspored:&lt;/b&gt; {0} koraka do postignuća i izlaska; opasnosti na svakom putu do cilja: {1}; slijepih ulica: {2}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0}× {1}</source>
        <translation>{0}× {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;{0}&lt;/b&gt;: {1} strikes, {2} cubes fatigued a run; left with {3}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;: {1} udara, {2} umornih kocaka po pokušaju; preostaje {3}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;i&gt;Red on the board: cubes fatigued there per run.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Crveno na ploči: kocke umorene ondje po pokušaju.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>DocumentWindow</name>
    <message>
        <location filename="../../ui/shell/document.py" line="+97"/>
        <source>Save the changes to “{0}”?</source>
        <translation>Spremiti promjene u „{0}”?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the changes to these {0} documents?</source>
        <translation>Spremiti promjene u ovim dokumentima ({0})?</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>&amp;New</source>
        <translation>&amp;Novo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Otvori…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Spremi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Spremi &amp;kao…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Zatvori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>Otvori n&amp;edavno</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>&amp;Undo</source>
        <translation>&amp;Poništi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Redo</source>
        <translation>Po&amp;novi</translation>
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
        <translation>Automatsko spremanje nije uspjelo: {0}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Unsaved changes</source>
        <translation>Nespremljene promjene</translation>
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
        <translation>Spremljeno: {0}</translation>
    </message>
</context>
<context>
    <name>DungeonEditorWindow</name>
    <message>
        <location filename="../../ui/lairs/editor_window.py" line="+154"/>
        <source>Dungeon name</source>
        <translation>Ime tamnice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Name&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ime&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>&amp;File</source>
        <translation>&amp;Datoteka</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Lairs dungeon (*.json)</source>
        <translation>Tamnica za Lairs (*.json)</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Export as &amp;PNG…</source>
        <translation>Izvezi kao &amp;PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export printable P&amp;DF…</source>
        <translation>Izvezi P&amp;DF za ispis…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Uredi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Generate Dungeon…</source>
        <translation>&amp;Generiraj tamnicu…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Difficulty Report…</source>
        <translation>Izvještaj o &amp;težini…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Compare with…</source>
        <translation>&amp;Usporedi s…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dungeon</source>
        <translation>Tamnica</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>&amp;Keyboard and Mouse</source>
        <translation>&amp;Tipkovnica i miš</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Tools</source>
        <translation>&amp;Alati</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Remove wall {0}</source>
        <translation>Ukloni zid {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All {0} walls are on the board; remove one first.</source>
        <translation>Svih {0} zidova je na ploči; prvo ukloni jedan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add wall {0}</source>
        <translation>Dodaj zid {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0} already holds a feature; remove it first.</source>
        <translation>{0} već ima element; prvo ga ukloni.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No {0} left to place.</source>
        <translation>Nema više za postaviti: {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place {0} on {1}</source>
        <translation>Postavljanje: {0} na {1}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0} already holds a feature.</source>
        <translation>{0} već ima element.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move {0} to {1}</source>
        <translation>Premještanje: {0} na {1}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Remove {0} from {1}</source>
        <translation>Uklanjanje: {0} s {1}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rename dungeon</source>
        <translation>Preimenuj tamnicu</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+12"/>
        <source>Generate (seed {0})</source>
        <translation>Generiraj (sjeme {0})</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Generated with seed {0}</source>
        <translation>Generirano sa sjemenom {0}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Generate Dungeon</source>
        <translation>Generiraj tamnicu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace the dungeon on the board with the generated one? (Edit → Undo brings it back.)</source>
        <translation>Zamijeniti tamnicu na ploči generiranom? (Uredi → Poništi vraća je.)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{0}: no legal path ({1})</source>
        <translation>{0}: nema dopuštenog puta ({1})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open dungeon</source>
        <translation>Otvori tamnicu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save dungeon</source>
        <translation>Spremi tamnicu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open dungeon</source>
        <translation>Tamnica se ne može otvoriti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot save dungeon</source>
        <translation>Tamnica se ne može spremiti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No recent dungeons</source>
        <translation>Nema nedavnih tamnica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>untitled</source>
        <translation>bez naslova</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lairs dungeon editor</source>
        <translation>Uređivač tamnica za Lairs</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Export as PNG</source>
        <translation>Izvezi kao PNG</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export printable PDF</source>
        <translation>Izvezi PDF za ispis</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Exported {0}</source>
        <translation>Izvezeno: {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Red on the board: where explorers got hurt (cubes fatigued per run); the next edit clears it</source>
        <translation>Crveno na ploči: gdje su istraživači stradali (umorene kocke po pokušaju); sljedeća izmjena to briše</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Keyboard and mouse</source>
        <translation>Tipkovnica i miš</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Mouse&lt;/b&gt;: click between two cells to add or remove a wall; click an empty cell to place the palette&apos;s feature; drag a feature to move it; right-click removes it; click a chest or the exit to see its legal path.&lt;br&gt;&lt;b&gt;Keyboard&lt;/b&gt;: arrows move the cursor; Shift+arrow toggles the wall on that side; Ctrl+arrow moves the feature; S, X, C, M, T place start, exit, chest, monster, trap; Enter places or selects; Delete removes.</source>
        <translation>&lt;b&gt;Miš&lt;/b&gt;: klikni između dva polja da dodaš ili ukloniš zid; klikni prazno polje da postaviš element iz palete; povuci element da ga premjestiš; desni klik ga uklanja; klikni škrinju ili izlaz da vidiš dopušteni put.&lt;br&gt;&lt;b&gt;Tipkovnica&lt;/b&gt;: strelice pomiču kursor; Shift+strelica uključuje/isključuje zid s te strane; Ctrl+strelica pomiče element; S, X, C, M, T postavljaju početak, izlaz, škrinju, čudovište, zamku; Enter postavlja ili odabire; Delete uklanja.</translation>
    </message>
</context>
<context>
    <name>EndingPage</name>
    <message>
        <location filename="../../ui/lairs/explorer/ending.py" line="+89"/>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanš</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players again, with a new seed</source>
        <translation>Opet isti igrači, s novim sjemenom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{0} wins! ({1} VP)</source>
        <translation>{0} pobjeđuje! ({1} PB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A draw ({0} VP).</source>
        <translation>Neriješeno ({0} PB).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;{0}&apos;s dungeon&lt;/b&gt; — {1}&apos;s path: {2} moves, {3} of 36 cells learned</source>
        <translation>&lt;b&gt;Tamnica igrača {0}&lt;/b&gt; — put igrača {1}: {2} poteza, {3} od 36 polja otkriveno</translation>
    </message>
</context>
<context>
    <name>EnergyMatWidget</name>
    <message>
        <location filename="../../ui/lairs/explorer/energy_mat.py" line="+136"/>
        <source>Basic</source>
        <translation>Osnovna</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pays &quot;any&quot;</source>
        <translation>plaća „bilo koju”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quickness</source>
        <translation>Brzina</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hustle, Backtrack</source>
        <translation>Juriš, Povratak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Perception</source>
        <translation>Opažanje</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Peer</source>
        <translation>Virenje</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Conserved: saved by Conserve; spending one makes it Fresh, so it can be spent again this turn</source>
        <translation>Sačuvane: spremljene akcijom Sačuvaj; potrošena postaje Svježa, pa se u ovom potezu može opet potrošiti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fresh: ready to spend this turn</source>
        <translation>Svježe: spremne za trošenje u ovom potezu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spent: Fresh again at the start of your next turn</source>
        <translation>Potrošene: opet Svježe na početku tvog sljedećeg poteza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fatigued (by a monster or trap): Spent at your next turn, Fresh the turn after</source>
        <translation>Umorne (od čudovišta ili zamke): Potrošene u sljedećem potezu, Svježe u onom nakon</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Conserved</source>
        <translation>Sačuvane</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fresh</source>
        <translation>Svježe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spent</source>
        <translation>Potrošene</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fatigued</source>
        <translation>Umorne</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>{0} cube, {1} ({2}).
{3}</source>
        <translation>Kocka: {0}, {1} ({2}).
{3}</translation>
    </message>
</context>
<context>
    <name>FeaturePalette</name>
    <message>
        <location filename="../../ui/lairs/palette.py" line="+74"/>
        <source>Start</source>
        <translation>Početak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exit</source>
        <translation>Izlaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chest</source>
        <translation>Škrinja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Monster</source>
        <translation>Čudovište</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trap</source>
        <translation>Zamka</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Place&lt;/b&gt;</source>
        <translation>&lt;b&gt;Postavi&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click an empty cell to place a {0} (key {1})</source>
        <translation>Klikni prazno polje da postaviš: {0} (tipka {1})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Walls&lt;/b&gt;</source>
        <translation>&lt;b&gt;Zidovi&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click between two cells to add or remove a wall.</source>
        <translation>Klikni između dva polja da dodaš ili ukloniš zid.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{0}  ({1} left)</source>
        <translation>{0}  (preostalo {1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}  ({1} too many)</source>
        <translation>{0}  ({1} previše)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} placed, {1} left of {2}</source>
        <translation>{0} postavljeno, preostalo {1} od {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} placed, {1} too many (at most {2})</source>
        <translation>{0} postavljeno, {1} previše (najviše {2})</translation>
    </message>
</context>
<context>
    <name>FullScreenAction</name>
    <message>
        <location filename="../../ui/shell/table_display.py" line="+55"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Cijeli zaslon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the table on the whole screen (F11; Esc leaves it)</source>
        <translation>Prikaži stol preko cijelog zaslona (F11; Esc za izlaz)</translation>
    </message>
</context>
<context>
    <name>GameMenu</name>
    <message>
        <location filename="../../ui/shell/game_menu.py" line="+90"/>
        <source>&amp;Game</source>
        <translation>&amp;Igra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save Game &amp;Record…</source>
        <translation>Spremi zapis &amp;igre…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep this game as a record file: replay it with `companion GAME replay`, or open it to play on</source>
        <translation>Sačuvaj ovu igru kao datoteku zapisa: reproduciraj je naredbom `companion GAME replay` ili je otvori i igraj dalje</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+110"/>
        <source>&amp;Watch Replay</source>
        <translation>&amp;Gledaj reprodukciju</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>Step back through this game so far, in a window of its own</source>
        <translation>Korak po korak unatrag kroz dosadašnju igru, u zasebnom prozoru</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <translation>&amp;Zatvori</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Help</source>
        <translation>&amp;Pomoć</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Take back</source>
        <translation>Vrati potez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} asks to take back their last decision. {1}: do you all agree?</source>
        <translation>{0} traži da vrati svoju posljednju odluku. {1}: slažete li se svi?</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Save Game Record</source>
        <translation>Spremi zapis igre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game records (*.json)</source>
        <translation>Zapisi igara (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot save game record</source>
        <translation>Zapis igre ne može se spremiti</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Step through the whole game again, as the table or any player saw it, in a window of its own</source>
        <translation>Prođi cijelu igru ponovno, onako kako ju je vidio stol ili bilo koji igrač, u zasebnom prozoru</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save Game Record…</source>
        <translation>&amp;Spremi zapis igre…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep this game as a record file of your own: watch it again or replay it with `companion GAME replay`</source>
        <translation>Sačuvaj ovu igru kao vlastitu datoteku zapisa: pogledaj je ponovno ili je reproduciraj s `companion GAME replay`</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <location filename="../../ui/shell/game_over.py" line="+36"/>
        <source>New game…</source>
        <translation>Nova igra…</translation>
    </message>
</context>
<context>
    <name>GameSetupDialog</name>
    <message>
        <location filename="../../ui/lairs/explorer/setup_dialog.py" line="+258"/>
        <source>New Lairs game</source>
        <translation>Nova igra Lairs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Igrači</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dungeons</source>
        <translation>Tamnice</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Treasure cards from my box (%n card(s))</source>
        <translation>
            <numerusform>Karte blaga iz moje kutije (%n karta)</numerusform>
            <numerusform>Karte blaga iz moje kutije (%n karte)</numerusform>
            <numerusform>Karte blaga iz moje kutije (%n karata)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start</source>
        <translation>Počni</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Host game</source>
        <translation>Otvori stol</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At a network table the table deals both dungeons at random: neither player knows the other&apos;s.</source>
        <translation>Za mrežnim stolom obje se tamnice dodjeljuju nasumično: nijedan igrač ne poznaje tuđu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player explores the other player&apos;s dungeon. A dungeon chosen here is the one its player built.</source>
        <translation>Svaki igrač istražuje tamnicu drugog igrača. Tamnica odabrana ovdje je ona koju je taj igrač izgradio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First explorer:</source>
        <translation>Prvi istraživač:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advanced</source>
        <translation>Napredno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>Sjeme:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basic die faces:</source>
        <translation>Strane osnovne kockice:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{0} built:</source>
        <translation>{0} je sagradio:</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <location filename="../../ui/lairs/generate_dialog.py" line="+62"/>
        <source>Generate dungeon</source>
        <translation>Generiraj tamnicu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed (and difficulty) always gives the same dungeon.</source>
        <translation>Isto sjeme (i težina) uvijek daje istu tamnicu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any</source>
        <translation>bilo koja</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A valid dungeon from the seed; with a difficulty, one whose short difficulty report lands in that band.</source>
        <translation>Ispravna tamnica iz sjemena; uz težinu, ona čiji kratki izvještaj o težini pada u taj raspon.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Seed:</source>
        <translation>Sjeme:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>Težina:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a {0} dungeon…</source>
        <translation>Tražim tamnicu težine: {0}…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Generated with seed {0}</source>
        <translation>Generirano sa sjemenom {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generated a {0} dungeon with seed {1} (short report: {2:.0f})</source>
        <translation>Generirana tamnica težine „{0}” sa sjemenom {1} (kratki izvještaj: {2:.0f})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No {0} dungeon found for seed {1}; this is the nearest (short report: {2:.0f})</source>
        <translation>Nema tamnice težine „{0}” za sjeme {1}; ovo je najbliža (kratki izvještaj: {2:.0f})</translation>
    </message>
</context>
<context>
    <name>GuideAction</name>
    <message>
        <location filename="../../ui/shell/guides.py" line="+326"/>
        <source>{0} &amp;Rules Guide</source>
        <translation>{0} – &amp;vodič kroz pravila</translation>
    </message>
</context>
<context>
    <name>GuideWindow</name>
    <message>
        <location line="-108"/>
        <source>Rules guides</source>
        <translation>Vodiči kroz pravila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game&apos;s guide: click a section to go there</source>
        <translation>Vodič za svaku igru: klikni odjeljak da odeš onamo</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <location filename="../../ui/shell/handover.py" line="+155"/>
        <source>Pass the device to {0}</source>
        <translation>Dodaj uređaj igraču {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone else, please look away: {0}&apos;s secrets come next.</source>
        <translation>Svi ostali, molim ne gledajte: slijede tajne igrača {0}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Since your last move:</source>
        <translation>Od tvog posljednjeg poteza:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am {0} — show my screen</source>
        <translation>Ja sam {0} — prikaži moj zaslon</translation>
    </message>
</context>
<context>
    <name>HandTurnChoice</name>
    <message>
        <location filename="../../ui/scout/hand_turn.py" line="+37"/>
        <source>strongest set: {0}</source>
        <translation>najjača kombinacija: {0}</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Before the round&apos;s first turn you may turn your whole hand around once: every card shows its other number and the order reverses. Cards can never be reordered, so look for long runs and groups.</source>
        <translation>Prije prvog poteza runde smiješ jednom okrenuti cijelu ruku: svaka karta pokazuje svoj drugi broj, a redoslijed se obrće. Karte se nikad ne smiju premještati, zato traži duge nizove i skupine.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep this hand</source>
        <translation>Zadrži ovu ruku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the hand around</source>
        <translation>Okreni ruku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;As dealt&lt;/b&gt;</source>
        <translation>&lt;b&gt;Kako je podijeljeno&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Turned around&lt;/b&gt;</source>
        <translation>&lt;b&gt;Okrenuto&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys: Enter keeps this hand, T turns it around</source>
        <translation>Tipke: Enter zadržava ovu ruku, T je okreće</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round {0} of {1}: keep your hand, or turn it around?</source>
        <translation>Runda {0} od {1}: zadržavaš ruku ili je okrećeš?</translation>
    </message>
</context>
<context>
    <name>HazardNames</name>
    <message>
        <location filename="../../companion/lairs/hazards.py" line="+33"/>
        <source>Hungry Blob</source>
        <translation>Gladna sluz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Greased Pit</source>
        <translation>Namašćena jama</translation>
    </message>
</context>
<context>
    <name>HeatOverlay</name>
    <message>
        <location filename="../../ui/lairs/heat_map.py" line="+82"/>
        <source>{0}: {1} strikes and {2} cubes fatigued a run</source>
        <translation>{0}: {1} udara i {2} umornih kocaka po pokušaju</translation>
    </message>
</context>
<context>
    <name>IntrigeActivities</name>
    <message>
        <location filename="../../ui/intrige/__init__.py" line="+21"/>
        <source>Play</source>
        <translation>Igraj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot-seat and bots: 3–5 players bribe their way into each other&apos;s castles.</source>
        <translation>Za istim uređajem i s botovima: 3–5 igrača mitom se uvlače u tuđe dvorce.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Landlord&apos;s helper</source>
        <translation>Domaćinov pomoćnik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table with the real box: income, conflicts, bribe order and what is allowed; each player&apos;s money kept private.</source>
        <translation>Za stolom s pravom kutijom: prihod, sukobi, redoslijed mita i što je dopušteno; novac svakog igrača ostaje tajan.</translation>
    </message>
</context>
<context>
    <name>IntrigeHelper</name>
    <message>
        <location filename="../../ui/intrige/landlord_helper.py" line="+160"/>
        <source>What now</source>
        <translation>Što sada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record, round by round</source>
        <translation>Zapis, rundu po rundu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show my money:</source>
        <translation>Prikaži moj novac:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only {0} should look: the screen is handed over first</source>
        <translation>Neka gleda samo {0}: zaslon se najprije predaje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count everyone&apos;s money</source>
        <translation>Prebroji novac svih</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Scholars move only into the landlord&apos;s castle ({0}&apos;s) during their turn.</source>
        <translation>Učenjaci ulaze samo u domaćinov dvorac (igrača {0}) tijekom njegova poteza.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>First pick one of {0}&apos;s scholars beside their castle.</source>
        <translation>Najprije odaberi jednog od učenjaka igrača {0} pokraj njegova dvorca.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Everyone else, please look away: {0}&apos;s money comes next.</source>
        <translation>Svi ostali, molim ne gledajte: slijedi novac igrača {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am {0} — show my money</source>
        <translation>Ja sam {0} — prikaži moj novac</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Final count: {0}. The richest: {1}.</source>
        <translation>Konačni zbroj: {0}. Najbogatiji: {1}.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Round {0} · {1}</source>
        <translation>Runda {0} · {1}</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/landlord_helper_money.py" line="+66"/>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What</source>
        <translation>Što</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ducats</source>
        <translation>Dukati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide my money</source>
        <translation>Sakrij moj novac</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter or Esc hides it</source>
        <translation>Enter ili Esc ga skriva</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}&apos;s money — for {0}&apos;s eyes only</source>
        <translation>Novac igrača {0} — samo za njegove oči</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>start</source>
        <translation>početak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Money at the start</source>
        <translation>Novac na početku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end</source>
        <translation>kraj</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/landlord_helper_setup.py" line="+37"/>
        <source>Refund: bribes for scholars sent to the Island are paid back</source>
        <translation>Povrat: mito za učenjake poslane na Otok vraća se</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Binding promises: an accepted bribe&apos;s requested suite must be given</source>
        <translation>Obvezujuća obećanja: prihvaćeni mito s traženom odajom obvezuje na tu odaju</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Different castles: the two scholars of a turn go to two castles</source>
        <translation>Različiti dvorci: dva učenjaka jednog poteza idu u dva dvorca</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Intrige landlord&apos;s helper</source>
        <translation>Domaćinov pomoćnik za Intrige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players, clockwise as you sit</source>
        <translation>Igrači, u smjeru kazaljke na satu kako sjedite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Castle</source>
        <translation>Dvorac</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Seat {0}</source>
        <translation>Mjesto {0}</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Variants</source>
        <translation>Varijante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start recording</source>
        <translation>Počni bilježiti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For a game with the real box: the helper keeps the table, tells the landlord what comes next and keeps each player&apos;s money private.</source>
        <translation>Za igru s pravom kutijom: pomoćnik vodi stol, govori domaćinu što slijedi i čuva novac svakog igrača tajnim.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Starting player</source>
        <translation>Početni igrač</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Draw by lot</source>
        <translation>Ždrijeb</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/landlord_helper_words.py" line="+28"/>
        <source>scientist</source>
        <translation>prirodoslovac</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>physician</source>
        <translation>liječnik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>theologian</source>
        <translation>teolog</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>writer</source>
        <translation>pisac</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>red</source>
        <translation>crvena</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>yellow</source>
        <translation>žuta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>green</source>
        <translation>zelena</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>blue</source>
        <translation>plava</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>purple</source>
        <translation>ljubičasta</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{0} ducat(s)</source>
        <translation>
            <numerusform>{0} dukat</numerusform>
            <numerusform>{0} dukata</numerusform>
            <numerusform>{0} dukata</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0}&apos;s {1}</source>
        <translation>{1} igrača {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No conflict</source>
        <translation>Bez sukoba</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>External conflict</source>
        <translation>Vanjski sukob</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Internal conflict over the {0} suite</source>
        <translation>Unutarnji sukob oko odaje {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round 1: nobody collects income, and the starting player has no applicants.</source>
        <translation>Runda 1: nitko ne ubire prihod, a početni igrač nema kandidata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round 5: no scholars are sent (all are out). After this round everyone collects income once more; then the richest wins.</source>
        <translation>Runda 5: ne šalju se učenjaci (svi su poslani). Nakon ove runde svi još jednom ubiru prihod; zatim pobjeđuje najbogatiji.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The two scholars may go to the same castle or to two castles, never to the landlord&apos;s own.</source>
        <translation>Dva učenjaka smiju ići u isti dvorac ili u dva dvorca, ali nikad u domaćinov vlastiti.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Variant: the two scholars go to two different castles.</source>
        <translation>Varijanta: dva učenjaka idu u dva različita dvorca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant: bribes for scholars sent to the Island are paid back.</source>
        <translation>Varijanta: mito za učenjake poslane na Otok vraća se.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant: a bribe that asks for a free suite binds the landlord if the scholar is admitted.</source>
        <translation>Varijanta: mito koji traži slobodnu odaju obvezuje domaćina ako je učenjak primljen.</translation>
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
        <translation>Prihod od banke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final income after round 5</source>
        <translation>Konačni prihod nakon 5. runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribe paid to {0}</source>
        <translation>Mito plaćen igraču {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribe from {0}</source>
        <translation>Mito od igrača {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bank paid your minimum bribe</source>
        <translation>Banka je platila tvoj najmanji mito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribe paid back to {0}</source>
        <translation>Mito vraćen igraču {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribe paid back by {0}</source>
        <translation>Mito vratio igrač {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} sends a {1} to {2}&apos;s castle.</source>
        <translation>{0} šalje u dvorac igrača {2}: {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(asks for the {0} suite)</source>
        <translation>(traži odaju {0})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} bribes {1}.</source>
        <translation>{0} podmićuje igrača {1}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} places {1} in the {2} suite.</source>
        <translation>{0} smješta u odaju {2}: {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} sends {1} to the Island.</source>
        <translation>{0} šalje na Otok: {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} goes to the Island.</source>
        <translation>{0} odlazi na Otok.</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/landlord_helper_panel.py" line="+144"/>
        <source>ducats</source>
        <translation>dukata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribe paid</source>
        <translation>Plaćeni mito</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is over</source>
        <translation>Igra je gotova</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {0} of {1} · {2}&apos;s turn</source>
        <translation>Runda {0} od {1} · na potezu: {2}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>1 · Income</source>
        <translation>1 · Prihod</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone collected their income once more after round 5.</source>
        <translation>Svi su još jednom ubrali prihod nakon 5. runde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None in round 1.</source>
        <translation>Nema u 1. rundi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} in {1}&apos;s castle</source>
        <translation>{0} u dvorcu igrača {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../ui/intrige/landlord_helper_words.py" line="+2"/>
        <source>{0} collects {1} from the bank.</source>
        <translation>{0} ubire {1} od banke.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>2 · Applicants</source>
        <translation>2 · Kandidati</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All admitted or sent away.</source>
        <translation>Svi primljeni ili poslani dalje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody applies.</source>
        <translation>Nitko se ne prijavljuje.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} (holds the suite), then {1}</source>
        <translation>{0} (stanar odaje), zatim {1}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bribes: {0}</source>
        <translation>Mito: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../ui/intrige/landlord_helper_scene.py" line="+192"/>
        <source>paid {0}</source>
        <translation>plaćeno {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../ui/intrige/landlord_helper_scene.py" line="+2"/>
        <source>asks for {0}</source>
        <translation>traži {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>due now</source>
        <translation>sad je na redu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>then</source>
        <translation>zatim</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bribes, in this order:</source>
        <translation>Mito, ovim redom:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>3 · Send two scholars</source>
        <translation>3 · Pošalji dva učenjaka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done.</source>
        <translation>Gotovo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not in round 5: every scholar is out.</source>
        <translation>Ne u 5. rundi: svi učenjaci su poslani.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After the applicants.</source>
        <translation>Nakon kandidata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} of 2 sent.</source>
        <translation>Poslano {0} od 2.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; bribes {1} for {2}: at least 1,000 ducats, in thousands, said aloud and paid at once (with nothing left, offer 1,000: the bank pays).</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; podmićuje igrača {1} za: {2} — najmanje 1.000 dukata, u tisućama, naglas i odmah plaćeno (bez novca ponudi 1.000: plaća banka).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>asks for no suite</source>
        <translation>ne traži odaju</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>asks for the {0} suite</source>
        <translation>traži odaju {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; decides: {1} takes the {2} suite (ousting {3}), or goes to the Island.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; odlučuje: {1} dobiva odaju {2} (istiskuje: {3}) ili odlazi na Otok.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; places {1}: click a green suite of the castle.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; smješta: {1} — klikni zelenu odaju dvorca.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Or click the Island to send them away.</source>
        <translation>Ili klikni Otok da ga pošalješ dalje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not to the Island: {0}.</source>
        <translation>Ne na Otok: {0}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To the Island</source>
        <translation>Na Otok</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; sends a scholar: pick one below (or beside the castle on the table), then the castle it applies to.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; šalje učenjaka: odaberi jednog ispod (ili pokraj dvorca na stolu), zatim dvorac u koji se prijavljuje.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; sends the {1}: click the castle it applies to.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; šalje: {1} — klikni dvorac u koji se prijavljuje.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>To {0} ({1})</source>
        <translation>Igraču {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/landlord_helper_words.py" line="+3"/>
        <source>The bank pays the 1,000 ducats for {0}.</source>
        <translation>Banka plaća 1.000 dukata za igrača {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} pays {1} back to {2}.</source>
        <translation>{0} vraća {1} igraču {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}&apos;s turn</source>
        <translation>Na potezu: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/landlord_helper_scene.py" line="-92"/>
        <source>free</source>
        <translation>slobodna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} suite: {1}</source>
        <translation>Odaja {0}: {1}</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Applicants</source>
        <translation>Kandidati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scholars to send</source>
        <translation>Učenjaci za slanje</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>★ landlord</source>
        <translation>★ domaćin</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{0}k</source>
        <comment>a bribe in thousands of ducats</comment>
        <translation>{0}k</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{0}&apos;s {1} (click to send it)</source>
        <translation>{1} igrača {0} (klikni za slanje)</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The Island</source>
        <translation>Otok</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>The Island: %n scholar(s), out of the game for good</source>
        <translation>
            <numerusform>Otok: %n učenjak, zauvijek izvan igre</numerusform>
            <numerusform>Otok: %n učenjaka, zauvijek izvan igre</numerusform>
            <numerusform>Otok: %n učenjaka, zauvijek izvan igre</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../companion/intrige/helper.py" line="+130"/>
        <source>Intrige is played by {least}–{most} players, not {players}</source>
        <translation>Intrige igra {least}–{most} igrača, a ne {players}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every player needs a distinct, non-empty name</source>
        <translation>svaki igrač treba zasebno ime koje nije prazno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a name has at most {limit} characters</source>
        <translation>ime ima najviše {limit} znakova</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every player needs a castle of their own colour ({colours})</source>
        <translation>svaki igrač treba dvorac svoje boje ({colours})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the starting player must be one of the {players} players</source>
        <translation>početni igrač mora biti jedan od {players} igrača</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>{player} cannot pay {amount}: it is more than they have (their money is shown only to them)</source>
        <translation>{player} ne može platiti {amount}: to je više nego što ima (njegov novac vidi samo on)</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>{player}&apos;s {profession}</source>
        <translation>{profession} igrača {player}</translation>
    </message>
</context>
<context>
    <name>IntrigeLog</name>
    <message>
        <location filename="../../ui/intrige/log.py" line="+44"/>
        <location line="+8"/>
        <source>Round {0}</source>
        <translation>Runda {0}</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>After round 5 everyone collects once more:</source>
        <translation>Nakon 5. runde svi još jednom ubiru prihod:</translation>
    </message>
</context>
<context>
    <name>IntrigePrompt</name>
    <message>
        <location filename="../../ui/intrige/prompt.py" line="+104"/>
        <source>Offer a bribe…</source>
        <translation>Ponudi mito…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Offer the minimum (1,000)</source>
        <translation>Ponudi najmanje (1.000)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your {0} lives in {1}&apos;s {2} suite and is challenged: bribe {1} to keep them (you have {3}).</source>
        <translation>Tvoj {0} živi u odaji {2} igrača {1} i netko ga osporava: podmiti igrača {1} da ga zadrži (imaš {3}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your {0} applies at {1}&apos;s castle, against {2} in the {3} suite: offer {1} a bribe (you have {4}).</source>
        <translation>Tvoj {0} prijavljuje se u dvorac igrača {1}; u odaji {3} već je {2}: ponudi igraču {1} mito (imaš {4}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your {0} applies at {1}&apos;s castle: offer {1} a bribe (you have {2}).</source>
        <translation>Tvoj {0} prijavljuje se u dvorac igrača {1}: ponudi igraču {1} mito (imaš {2}).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Admit {0} to the {1} suite in place of {2}, or send {0} to the Island? (Click the suite or the Island.)</source>
        <translation>{0}: primiti u odaju {1} umjesto stanara ({2}) ili poslati na Otok? (Klikni odaju ili Otok.)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Place {0} in a free suite (the others of the group go to the Island), or send {0} to the Island. Click a green suite or the Island.</source>
        <translation>{0}: smjesti u slobodnu odaju (ostali iz skupine idu na Otok) ili pošalji na Otok. Klikni zelenu odaju ili Otok.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place {0} in a free suite: click a green suite.</source>
        <translation>{0}: smjesti u slobodnu odaju — klikni zelenu odaju.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} suite</source>
        <translation>Odaja {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the Island</source>
        <translation>Na Otok</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Send scholar {0} of 2: pick one from your supply (click it on the table), then a castle.</source>
        <translation>Pošalji učenjaka {0} od 2: odaberi jednog iz svoje zalihe (klikni ga na stolu), zatim dvorac.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} ({1} left)</source>
        <translation>{0} (preostalo {1})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Send a {0} to which castle? Click it on the table.</source>
        <translation>U koji dvorac šalješ: {0}? Klikni ga na stolu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>← Back</source>
        <translation>← Natrag</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Place the applicant in {0}.</source>
        <translation>Smjesti kandidata u {0}.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>First pick a scholar from your supply.</source>
        <translation>Najprije odaberi učenjaka iz svoje zalihe.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not allowed: {0}.</source>
        <translation>Nije dopušteno: {0}.</translation>
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
        <translation>Tipka: {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> or </source>
        <translation> ili </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Esc back</source>
        <translation>Esc natrag</translation>
    </message>
</context>
<context>
    <name>IntrigeRefusal</name>
    <message>
        <location filename="../../companion/intrige/explain.py" line="+30"/>
        <source>scientist</source>
        <translation>prirodoslovac</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>physician</source>
        <translation>liječnik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>theologian</source>
        <translation>teolog</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>writer</source>
        <translation>pisac</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it is not an Intrige action</source>
        <translation>to nije akcija igre Intrige</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no {player} at a table of {players}</source>
        <translation>za stolom od {players} nema igrača {player}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>there is no such scholar or castle</source>
        <translation>takav učenjak ili dvorac ne postoji</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in round {round} nobody sends scholars (all of them are out)</source>
        <translation>u {round}. rundi nitko ne šalje učenjake (svi su poslani)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a scholar never applies to its own castle</source>
        <translation>učenjak se nikad ne prijavljuje u vlastiti dvorac</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only the landlord ({player}) sends scholars now</source>
        <translation>sada učenjake šalje samo domaćin ({player})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the landlord sends scholars after admitting the applicants</source>
        <translation>domaćin šalje učenjake nakon primanja kandidata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has no {profession} left to send</source>
        <translation>{player} nema više za slanje: {profession}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with different-castles the two scholars of a turn go to two castles</source>
        <translation>uz različite dvorce dva učenjaka jednog poteza idu u dva dvorca</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no bribe is due now</source>
        <translation>sada nitko ne daje mito</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} pays the next bribe</source>
        <translation>sljedeći mito daje {player}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a bribe is at least {least}</source>
        <translation>mito je najmanje {least}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a bribe is a multiple of {least}</source>
        <translation>mito je višekratnik od {least}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>with nothing left, {player} offers {least} (the bank pays)</source>
        <translation>bez novca {player} nudi {least} (plaća banka)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{player} has only {money}</source>
        <translation>{player} ima samo {money}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in an internal conflict the suite is the contested one: name none</source>
        <translation>u unutarnjem sukobu odaja je ona sporna: ne navodi nijednu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>suite {suite} is not free</source>
        <translation>odaja {suite} nije slobodna</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>only the landlord ({player}) admits applicants</source>
        <translation>kandidate prima samo domaćin ({player})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no applicant waits for the landlord&apos;s decision now</source>
        <translation>sada nijedan kandidat ne čeka domaćinovu odluku</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{scholar} is the applicant to decide now</source>
        <translation>sada se odlučuje o kandidatu: {scholar}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an applicant without a conflict must be admitted</source>
        <translation>kandidat bez sukoba mora biti primljen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one {profession} of the group must be admitted</source>
        <translation>jedan iz skupine mora biti primljen: {profession}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{suite} is not a suite</source>
        <translation>{suite} nije odaja</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the castle already has a {profession} (in {suite}): oust them or send this one away</source>
        <translation>u dvorcu već je {profession} (u odaji {suite}): istisni ga ili pošalji ovoga dalje</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a scholar never lives in its own castle</source>
        <translation>učenjak nikad ne živi u vlastitom dvorcu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>binding promises: the bribe asked for suite {suite}</source>
        <translation>obvezujuća obećanja: mito je tražio odaju {suite}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>suite {suite} is occupied ({scholar})</source>
        <translation>odaja {suite} je zauzeta ({scholar})</translation>
    </message>
</context>
<context>
    <name>IntrigeTable</name>
    <message>
        <location filename="../../ui/intrige/scene.py" line="+58"/>
        <source>{0}k</source>
        <comment>whole thousands of ducats, short, under a scholar token</comment>
        <translation>{0}k</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>{0} is the landlord this turn</source>
        <translation>{0} je domaćin u ovom potezu</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>{0} ducat(s)</source>
        <translation>
            <numerusform>{0} dukat</numerusform>
            <numerusform>{0} dukata</numerusform>
            <numerusform>{0} dukata</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your money: nobody else sees it</source>
        <translation>Tvoj novac: nitko drugi ga ne vidi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money at the end</source>
        <translation>Novac na kraju</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{0} in the {1} suite</source>
        <translation>{0} u odaji {1}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>no applicants</source>
        <translation>nema kandidata</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>next</source>
        <translation>sljedeći</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{0} waits to apply</source>
        <translation>{0} čeka na prijavu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>supply</source>
        <translation>zaliha</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0}&apos;s {1} (in the supply)</source>
        <translation>{1} igrača {0} (u zalihi)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The Island</source>
        <translation>Otok</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0}: out of the game</source>
        <translation>{0}: izvan igre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>click to send the applicant here</source>
        <translation>klikni da pošalješ kandidata ovamo</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The game is over after {0} rounds: {1}</source>
        <translation>Igra je gotova nakon {0} rundi: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {0} of {1}  ·  {2} is the landlord  ·  {3}</source>
        <translation>Runda {0} od {1}  ·  domaćin: {2}  ·  {3}</translation>
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
        <translation>Mjesto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Igrač</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Final income</source>
        <translation>Konačni prihod</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Money</source>
        <translation>Novac</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Next: {0}. Everyone else, please look away: {1}&apos;s money shows on the next screen.</source>
        <translation>Sljedeći: {0}. Svi ostali, molim ne gledajte: novac igrača {1} prikazuje se na sljedećem zaslonu.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Your decision, {0}.</source>
        <translation>Tvoja odluka, {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for {0}: {1}.</source>
        <translation>Čeka se {0}: {1}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0}&apos;s bribe to {1}</source>
        <translation>Mito igrača {0} igraču {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} decides where {1} goes</source>
        <translation>{0} odlučuje kamo ide {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} sends scholars</source>
        <translation>{0} šalje učenjake</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Round 1: no income yet. {0} is the landlord.</source>
        <translation>Runda 1: još nema prihoda. Domaćin je {0}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> ← bribes next</source>
        <translation> ← sljedeći daje mito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: {1}{2}</source>
        <translation>{0}: {1}{2}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The game is over.</source>
        <translation>Igra je gotova.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} is thinking ({1})…</source>
        <translation>{0} razmišlja ({1})…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Send a scholar from your own supply (a {0} of {1}&apos;s stays with them).</source>
        <translation>Pošalji učenjaka iz svoje zalihe ({0} igrača {1} ostaje kod njega).</translation>
    </message>
</context>
<context>
    <name>IntrigeWords</name>
    <message>
        <location filename="../../ui/intrige/words.py" line="+28"/>
        <source>scientist</source>
        <translation>prirodoslovac</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>physician</source>
        <translation>liječnik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>theologian</source>
        <translation>teolog</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>writer</source>
        <translation>pisac</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>scientists</source>
        <translation>prirodoslovci</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>physicians</source>
        <translation>liječnici</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>theologians</source>
        <translation>teolozi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>writers</source>
        <translation>pisci</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0}&apos;s {1}</source>
        <translation>{1} igrača {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}&apos;s castle</source>
        <translation>dvorac igrača {0}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{0} ({1} at {2}&apos;s)</source>
        <translation>{0} ({1} kod igrača {2})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} collects nothing: no scholar of theirs lives in another castle.</source>
        <translation>{0} ne ubire ništa: nijedan njegov učenjak ne živi u tuđem dvorcu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} collects {1}: {2}.</source>
        <translation>{0} ubire {1}: {2}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>round {0} of {1}</source>
        <translation>runda {0} od {1}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Applicants without a conflict: each is placed in a free suite.</source>
        <translation>Kandidati bez sukoba: svaki se smješta u slobodnu odaju.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>External conflict ({0}): one of each group is admitted, the others go to the Island.</source>
        <translation>Vanjski sukob ({0}): iz svake skupine primljen je jedan, ostali idu na Otok.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Internal conflict over the {0} suite: {1} lives there. The landlord keeps them or replaces them with an applicant; the rest go to the Island.</source>
        <translation>Unutarnji sukob oko odaje {0}: ondje živi {1}. Domaćin ga zadržava ili mijenja kandidatom; ostali idu na Otok.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no offer yet</source>
        <translation>još nema ponude</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} (the bank pays)</source>
        <translation>{0} (plaća banka)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>for the {0} suite</source>
        <translation>za odaju {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} offers {1} a bribe of {2}</source>
        <translation>{0} nudi igraču {1} mito od {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>asking for the {0} suite</source>
        <translation>uz traženu odaju {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} places {1} in the {2} suite.</source>
        <translation>{0} smješta u odaju {2}: {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} sends {1} to the Island.</source>
        <translation>{0} šalje na Otok: {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} sends a {1} to {2}.</source>
        <translation>{0} šalje: {1} → {2}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} collects nothing.</source>
        <translation>{0} ne ubire ništa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} collects {1}.</source>
        <translation>{0} ubire {1}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} has nothing left: the bank pays the 1,000.</source>
        <translation>{0} nema više ništa: banka plaća 1.000.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} goes to the Island.</source>
        <translation>{0} odlazi na Otok.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bank</source>
        <translation>banka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} pays {1} back to {2}.</source>
        <translation>{0} vraća {1} igraču {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}&apos;s turn as landlord.</source>
        <translation>{0} je na potezu kao domaćin.</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>{0} wins with {1} ducat(s)!</source>
        <translation>
            <numerusform>{0} pobjeđuje s {1} dukatom!</numerusform>
            <numerusform>{0} pobjeđuje s {1} dukata!</numerusform>
            <numerusform>{0} pobjeđuje s {1} dukata!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} share the victory with {1} ducat(s)!</source>
        <translation>
            <numerusform>{0} dijele pobjedu s {1} dukatom!</numerusform>
            <numerusform>{0} dijele pobjedu s {1} dukata!</numerusform>
            <numerusform>{0} dijele pobjedu s {1} dukata!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and </source>
        <translation> i </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Step 3: sending scholars</source>
        <translation>3. korak: slanje učenjaka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no conflict</source>
        <translation>bez sukoba</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>external conflict</source>
        <translation>vanjski sukob</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>internal conflict</source>
        <translation>unutarnji sukob</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step 2: admitting applicants ({0})</source>
        <translation>2. korak: primanje kandidata ({0})</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../ui/net/join.py" line="+95"/>
        <source>Join a Network Game</source>
        <translation>Pridruži se mrežnoj igri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host&apos;s &amp;address</source>
        <translation>&amp;Adresa voditelja stola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table &amp;code</source>
        <translation>Šif&amp;ra stola</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your &amp;name</source>
        <translation>Tvoje &amp;ime</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>for example 192.168.1.5:8765</source>
        <translation>npr. 192.168.1.5:8765</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five characters, for example KX7PQ</source>
        <translation>pet znakova, npr. KX7PQ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host sees the address and the code in the table&apos;s window.</source>
        <translation>Voditelj stola vidi adresu i šifru u prozoru stola.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join</source>
        <translation>&amp;Pridruži se</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch</source>
        <translation>&amp;Gledaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the public table without a seat</source>
        <translation>Gledaj javni stol kao promatrač, bez mjesta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Look for tables on this network</source>
        <translation>&amp;Traži stolove na ovoj mreži</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>{0} — {1}&apos;s table {2}: %n seat(s) free</source>
        <translation>
            <numerusform>{0} — stol {2} (voditelj: {1}): %n slobodno mjesto</numerusform>
            <numerusform>{0} — stol {2} (voditelj: {1}): %n slobodna mjesta</numerusform>
            <numerusform>{0} — stol {2} (voditelj: {1}): %n slobodnih mjesta</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>someone</source>
        <translation>nepoznat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(another Companion version: cannot join)</source>
        <translation>(druga verzija Companiona: pridruživanje nije moguće)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Looking… (a network without multicast finds nothing: join by address)</source>
        <translation>Traženje… (na mreži bez multicasta ništa se ne pronalazi: pridruži se preko adrese)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>A table code has {0} characters.</source>
        <translation>Šifra stola ima {0} znakova.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Give the name the others will see.</source>
        <translation>Upiši ime koje će ostali vidjeti.</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <location filename="../../ui/net/join_panel.py" line="+144"/>
        <source>Join from your phone</source>
        <translation>Pridruži se s mobitela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table code:</source>
        <translation>Šifra stola:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network:</source>
        <translation>Mreža:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer is on several networks: show the address on the one the phones are on</source>
        <translation>Ovo je računalo na više mreža: prikaži adresu na onoj na kojoj su mobiteli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let Other Devices In…</source>
        <translation>Pusti druge uređaje…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show the QR Code</source>
        <translation>Prikaži QR kôd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide the QR Code</source>
        <translation>Sakrij QR kôd</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scan the code with the phone&apos;s camera, or open this address in its browser (on the same network as this computer):</source>
        <translation>Skeniraj kôd kamerom mobitela ili otvori ovu adresu u njegovu pregledniku (na istoj mreži kao ovo računalo):</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Phones cannot reach this table yet: Companion&apos;s table server listens on this computer only. Let other devices in to play from phones.</source>
        <translation>Mobiteli još ne mogu doći do ovog stola: Companionov poslužitelj stolova sluša samo na ovom računalu. Pusti druge uređaje da bi se igralo s mobitela.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phones cannot reach this table: its server listens on its own computer only.</source>
        <translation>Mobiteli ne mogu doći do ovog stola: njegov poslužitelj sluša samo na svojem računalu.</translation>
    </message>
</context>
<context>
    <name>KeyHints</name>
    <message>
        <location filename="../../ui/shell/labels.py" line="+64"/>
        <source>Keys: 1–{0}</source>
        <translation>Tipke: 1–{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Key: {0}</source>
        <translation>Tipka: {0}</translation>
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
        <translation>strane kockice moraju biti cijeli brojevi od 1 do {most}, npr. 1,1,2,2,3,4; ne {part}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a die needs 2 to {most} faces, not {faces}</source>
        <translation>kockica treba 2 do {most} strana, a ne {faces}</translation>
    </message>
</context>
<context>
    <name>LairsConsole</name>
    <message>
        <location filename="../../companion/lairs/tabletop/announcements.py" line="+93"/>
        <source>say what the explorer does, e.g. &apos;creep east to E4&apos;</source>
        <translation>reci što istraživač radi, npr. &apos;creep east to E4&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{said}: unknown action {word} (creep, hustle, peer, backtrack, fight, disarm, open, skip, enter, stay, stop, conserve, end turn, leave)</source>
        <translation>{said}: nepoznata akcija {word} (creep, hustle, peer, backtrack, fight, disarm, open, skip, enter, stay, stop, conserve, end turn, leave)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{said}: {verb} takes no cell or direction</source>
        <translation>{said}: {verb} ne traži polje ni smjer</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{said}: {word} is neither a direction nor a cell (A1–F6)</source>
        <translation>{said}: {word} nije ni smjer ni polje (A1–F6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{said}: name one cell</source>
        <translation>{said}: navedi jedno polje</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{said}: Backtrack names the cell it ends on</source>
        <translation>{said}: Povratak (backtrack) navodi polje na kojem završava</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{said}: say where, e.g. &apos;{verb} east&apos; or &apos;{verb} E4&apos;</source>
        <translation>{said}: reci kamo, npr. &apos;{verb} east&apos; ili &apos;{verb} E4&apos;</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/tabletop/builder_console.py" line="+271"/>
        <source>the explorer has left the dungeon</source>
        <translation>istraživač je izašao iz tamnice</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a Hustle</source>
        <translation>juriš</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>a die shows {faces}: no face {face}</source>
        <translation>kockica ima strane {faces}: nema strane {face}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no roll of 1 to {most} dice (faces {faces}) totals {total}</source>
        <translation>nijedno bacanje 1 do {most} kockica (strane {faces}) ne daje zbroj {total}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the explorer peered into {cell}, not {other}</source>
        <translation>istraživač je provirio u {cell}, a ne u {other}</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Enter follows a Peer: the explorer has not just peered</source>
        <translation>Ulazak slijedi nakon virenja: istraživač upravo nije provirio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no closed chest to open at {cell}</source>
        <translation>na {cell} nema zatvorene škrinje za otvaranje</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the explorer is not on the Exit ({cell})</source>
        <translation>istraživač nije na Izlazu ({cell})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>they chose to stay: the Exit lets them out when they enter it</source>
        <translation>odlučili su ostati: Izlaz ih pušta van kad ponovno uđu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no achievement yet: 3 chests, or 3 monsters, or 2 chests and 2 monsters</source>
        <translation>još nema postignuća: 3 škrinje ili 3 čudovišta ili 2 škrinje i 2 čudovišta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no Hustle to stop</source>
        <translation>nema juriša za zaustaviti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing to {verb} now</source>
        <translation>sada nema ničega za: {verb}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{cell} has the outer wall to the {direction}</source>
        <translation>{cell} ima vanjski zid prema strani: {direction}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{target} is not {direction} of {cell} ({neighbour} is)</source>
        <translation>{target} nije u smjeru {direction} od {cell} (ondje je {neighbour})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{cell} holds a monster: fight it</source>
        <translation>na {cell} je čudovište: bori se s njim</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{cell} holds a trap: disarm it</source>
        <translation>na {cell} je zamka: razoružaj je</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>that roll</source>
        <translation>to bacanje</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>Creep</source>
        <translation>Šuljanje</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Peer</source>
        <translation>Virenje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backtrack</source>
        <translation>Povratak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hustle</source>
        <translation>Juriš</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/tabletop/energy_watch.py" line="+58"/>
        <source>{what} costs 1 {kind} (no substitute), and their {kind} cube is neither Fresh nor Conserved</source>
        <translation>{what} stoji 1 {kind} (bez zamjene), a njihova kocka {kind} nije ni Svježa ni Sačuvana</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{what} costs {cost}, and the explorer {has}</source>
        <translation>{what} stoji {cost}, a istraživač {has}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{what} needs {dice} dice (one cube each), and the explorer {has}</source>
        <translation>{what} traži {dice} kockica (po jednu kocku za svaku), a istraživač {has}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>has no Fresh or Conserved cube left this turn</source>
        <translation>nema više Svježe ni Sačuvane kocke u ovom potezu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>has only {fresh} Fresh and {conserved} Conserved cubes (at most {spends} spends)</source>
        <translation>ima samo Svježih {fresh} i Sačuvanih {conserved} (najviše {spends} trošenja)</translation>
    </message>
</context>
<context>
    <name>LairsDifficulty</name>
    <message>
        <location filename="../../companion/lairs/scale.py" line="+48"/>
        <source>easy</source>
        <translation>lagana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fair</source>
        <translation>umjerena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard</source>
        <translation>teška</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>brutal</source>
        <translation>brutalna</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/difficulty.py" line="+74"/>
        <source>3 chests</source>
        <translation>3 škrinje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 monsters</source>
        <translation>3 čudovišta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 chests + 2 monsters</source>
        <translation>2 škrinje + 2 čudovišta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not out</source>
        <translation>bez izlaska</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>leaves as soon as it may, fights only with plenty of dice</source>
        <translation>izlazi čim smije, bori se samo s puno kockica</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>opens every chest it finds and hunts every monster before it leaves</source>
        <translation>otvara svaku škrinju koju nađe i lovi svako čudovište prije izlaska</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>explores like the careful one but makes a mistake in one decision of five</source>
        <translation>istražuje kao oprezni, ali griješi u jednoj od pet odluka</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the search bot: explores like the careful one and searches where its best goals are close, at fights, Conserve, the Exit and its last turn</source>
        <translation>bot pretraživanja: istražuje kao oprezni i pretražuje gdje su mu najbolji ciljevi blizu, u borbama, kod Sačuvaj, na Izlazu i u svom zadnjem potezu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>careful</source>
        <translation>oprezni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>greedy</source>
        <translation>pohlepni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>beginner</source>
        <translation>početnik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>search bot</source>
        <translation>bot pretraživanja</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/explain.py" line="+42"/>
        <source>they learned {value} cells a run before they were out (a generated dungeon takes {usual}): the goals lay where they looked last</source>
        <translation>upoznali su {value} polja po prolasku prije nego što su izašli (u generiranoj tamnici {usual}): ciljevi su bili gdje su zadnje pogledali</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>they learned only {value} cells a run (a generated dungeon takes {usual}): the goals lay where they looked first</source>
        <translation>upoznali su samo {value} polja po prolasku (u generiranoj tamnici {usual}): ciljevi su bili gdje su prvo pogledali</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hazards struck them {value} times a run (usually {usual})</source>
        <translation>opasnosti su ih pogodile {value} puta po prolasku (obično {usual})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hazards struck them only {value} times a run (usually {usual})</source>
        <translation>opasnosti su ih pogodile samo {value} puta po prolasku (obično {usual})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the Exit was still unknown when they could leave in {value}% of the runs (usually {usual}%)</source>
        <translation>Izlaz je još bio nepoznat kad su mogli izaći u {value}% prolazaka (obično {usual}%)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Exit was still unknown when they could leave in only {value}% of the runs (usually {usual}%)</source>
        <translation>Izlaz je još bio nepoznat kad su mogli izaći u samo {value}% prolazaka (obično {usual}%)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>they rolled {value} dice a run in fights (usually {usual})</source>
        <translation>u borbama su bacili {value} kocaka po prolasku (obično {usual})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>they hardly fought: {value} dice a run (usually {usual})</source>
        <translation>jedva su se borili: {value} kocaka po prolasku (obično {usual})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the layout alone suggests about {expected} turns ({route} steps to an achievement and out), but explorers needed about {actual}: {reasons}</source>
        <translation>sam raspored nagovještava oko {expected} poteza ({route} koraka do postignuća i van), ali istraživačima je trebalo oko {actual}: {reasons}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the layout alone suggests about {expected} turns ({route} steps to an achievement and out), but explorers needed only about {actual}: {reasons}</source>
        <translation>sam raspored nagovještava oko {expected} poteza ({route} koraka do postignuća i van), ali istraživačima je trebalo samo oko {actual}: {reasons}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no single figure of their runs stands out</source>
        <translation>nijedan podatak njihovih prolazaka ne odskače</translation>
    </message>
</context>
<context>
    <name>LairsEnding</name>
    <message>
        <location filename="../../ui/lairs/explorer/ending.py" line="-108"/>
        <source>{0} left the dungeon first</source>
        <translation>{0}: prvi izlazak iz tamnice</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} left second</source>
        <translation>{0}: drugi izlazak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} never got out</source>
        <translation>{0}: bez izlaska</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Level on points and nobody got out first: a draw.</source>
        <translation>Izjednačeno u bodovima i nitko nije izašao prvi: neriješeno.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level on {0} VP; {1} got out first, which breaks the tie.</source>
        <translation>Izjednačeno na {0} PB; odlučuje prvi izlazak: {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+8"/>
        <source>treasures</source>
        <translation>blago</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>defeated monsters</source>
        <translation>pobijeđena čudovišta</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>getting out</source>
        <translation>izlazak</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>other points</source>
        <translation>ostali bodovi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} {1} to {2}</source>
        <translation>{0} {1} : {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>monsters</source>
        <translation>čudovišta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} won by {1} VP, ahead on {2}.</source>
        <translation>{0} pobjeđuje s {1} PB razlike, bolji u: {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} led on {1}, not enough to catch up.</source>
        <translation>{0} vodi u: {1}, ali to nije dovoljno.</translation>
    </message>
</context>
<context>
    <name>LairsEnergy</name>
    <message>
        <location filename="../../companion/lairs/energy.py" line="+35"/>
        <source>Basic</source>
        <translation>Osnovna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quickness</source>
        <translation>Brzina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Perception</source>
        <translation>Opažanje</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>1 {kind}</source>
        <translation>1 {kind}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} any</source>
        <translation>{count} bilo koje</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{one} or {any}</source>
        <translation>{one} ili {any}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>spend {count} {kind}</source>
        <translation>potroši {count} {kind}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fatigue {count} {kind}</source>
        <translation>umori {count} {kind}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>spend {count} Fresh cubes</source>
        <translation>potroši Svježih kocaka: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fatigue {count} Fresh cubes</source>
        <translation>umori Svježih kocaka: {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spend {count} cubes</source>
        <translation>potroši kocaka: {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fatigue {count} cubes</source>
        <translation>umori kocaka: {count}</translation>
    </message>
</context>
<context>
    <name>LairsExplorer</name>
    <message>
        <location filename="../../ui/lairs/explorer/wording.py" line="+49"/>
        <source>Basic</source>
        <translation>Osnovna</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quickness</source>
        <translation>Brzina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Perception</source>
        <translation>Opažanje</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fresh</source>
        <translation>Svježa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spent</source>
        <translation>Potrošena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fatigued</source>
        <translation>Umorna</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Conserved</source>
        <translation>Sačuvana</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the Start</source>
        <translation>Početak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the Exit</source>
        <translation>Izlaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a chest</source>
        <translation>škrinja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a Hungry Blob (monster)</source>
        <translation>Gladna sluz (čudovište)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Greased Pit (trap)</source>
        <translation>Namašćena jama (zamka)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 {0}</source>
        <translation>1 {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} any</source>
        <translation>{0} bilo koje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> or </source>
        <translation> ili </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n die/dice</source>
        <translation>
            <numerusform>%n kockica</numerusform>
            <numerusform>%n kockice</numerusform>
            <numerusform>%n kockica</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no cubes</source>
        <translation>bez kocaka</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fatigue: {0}</source>
        <translation>Umori: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hustle on to {0}</source>
        <translation>Jurišaj dalje na {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take {0}</source>
        <translation>Uzmi {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Face-up: {0}</source>
        <translation>Licem prema gore: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop the Hustle here</source>
        <translation>Zaustavi juriš ovdje</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter the cell (free)</source>
        <translation>Uđi u polje (besplatno)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stay</source>
        <translation>Ostani</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open the chest</source>
        <translation>Otvori škrinju</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave it closed</source>
        <translation>Ostavi je zatvorenu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the dungeon</source>
        <translation>Izađi iz tamnice</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Creep</source>
        <translation>Šuljaj se</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hustle</source>
        <translation>Jurišaj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Backtrack</source>
        <translation>Vrati se</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peer</source>
        <translation>Proviri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} to {1}, paying {2}</source>
        <translation>{0} na {1}, plaćaš {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check with {0}, paying {1}</source>
        <translation>Provjera ({0}), plaćaš {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Conserve {0} and end the turn</source>
        <translation>Sačuvaj {0} i završi potez</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>turn {0}</source>
        <translation>potez {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scoring: face-up treasures</source>
        <translation>bodovanje: blago licem prema gore</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0} strikes: {1}.</source>
        <translation>{0} napada: {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no Fresh or Conserved cube, so Spent cubes are fatigued instead.</source>
        <translation>Nemaš nijednu Svježu ni Sačuvanu kocku, pa se umjesto njih umaraju Potrošene.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You have only %n Fresh or Conserved cube(s), so Spent cubes make up the rest.</source>
        <translation>
            <numerusform>Imaš samo %n Svježu ili Sačuvanu kocku, pa ostatak nadoknađuju Potrošene.</numerusform>
            <numerusform>Imaš samo %n Svježe ili Sačuvane kocke, pa ostatak nadoknađuju Potrošene.</numerusform>
            <numerusform>Imaš samo %n Svježih ili Sačuvanih kocaka, pa ostatak nadoknađuju Potrošene.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Conserved cubes count as Fresh.</source>
        <translation>Sačuvane kocke računaju se kao Svježe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which cubes?</source>
        <translation>Koje kocke?</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Hustle: up to %n more Creep(s) — click a cell on the map, or stop.</source>
        <translation>
            <numerusform>Juriš: još najviše %n šuljanje — klikni polje na mapi ili stani.</numerusform>
            <numerusform>Juriš: još najviše %n šuljanja — klikni polje na mapi ili stani.</numerusform>
            <numerusform>Juriš: još najviše %n šuljanja — klikni polje na mapi ili stani.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peering off a hazard is a way out: enter {0}.</source>
        <translation>Virenje s opasnosti je izlaz: uđi u {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter {0} for free?</source>
        <translation>Ući u {0} besplatno?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the chest?</source>
        <translation>Otvoriti škrinju?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take one treasure from the display (its rules are listed under Display).</source>
        <translation>Uzmi jedno blago iz ponude (njegova pravila su navedena pod Ponuda).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the dungeon?</source>
        <translation>Izaći iz tamnice?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no dice</source>
        <translation>bez kockica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rolled {0}</source>
        <translation>bačeno {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rolled {0} = {1}</source>
        <translation>bačeno {0} = {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>success</source>
        <translation>uspjeh</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failure</source>
        <translation>neuspjeh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last check against {0} (target {1}): {2} — {3}</source>
        <translation>Zadnja provjera protiv: {0} (prag {1}): {2} — {3}</translation>
    </message>
</context>
<context>
    <name>LairsExport</name>
    <message>
        <location filename="../../ui/lairs/export.py" line="+30"/>
        <source>cannot write {0}</source>
        <translation>{0} se ne može zapisati</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+16"/>
        <source>Lairs dungeon</source>
        <translation>Tamnica za Lairs</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start</source>
        <translation>Početak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exit</source>
        <translation>Izlaz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chest</source>
        <translation>Škrinja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monster (Hungry Blob)</source>
        <translation>Čudovište (Gladna sluz)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trap (Greased Pit)</source>
        <translation>Zamka (Namašćena jama)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This dungeon follows every build rule.</source>
        <translation>Ova tamnica poštuje sva pravila gradnje.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This dungeon breaks a build rule; check it in the editor before play.</source>
        <translation>Ova tamnica krši pravilo gradnje; provjeri je u uređivaču prije igre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Walls: {0} placed ({1}–{2} allowed). Rows A–F run north to south, columns 1–6 west to east. Build rules: every cell reachable from Start; each goal (exit, chests) reachable on a path past at most one trap and one monster. {3}</source>
        <translation>Zidovi: postavljeno {0} (dopušteno {1}–{2}). Redovi A–F idu od sjevera prema jugu, stupci 1–6 od zapada prema istoku. Pravila gradnje: svako polje dostupno od Početka; svaki cilj (izlaz, škrinje) dostupan putem pokraj najviše jedne zamke i jednog čudovišta. {3}</translation>
    </message>
</context>
<context>
    <name>LairsGameWindow</name>
    <message>
        <location filename="../../ui/lairs/explorer/game_window.py" line="+150"/>
        <source>Display</source>
        <translation>Ponuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your treasures</source>
        <translation>Tvoje blago</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Log&lt;/b&gt;</source>
        <translation>&lt;b&gt;Dnevnik&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actions</source>
        <translation>Akcije</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>&amp;Creep</source>
        <translation>Šulj&amp;aj se</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>H&amp;ustle</source>
        <translation>J&amp;urišaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Backtrack</source>
        <translation>&amp;Vrati se</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Peer</source>
        <translation>Pr&amp;oviri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chec&amp;k</source>
        <translation>Provj&amp;era</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 any per die</source>
        <translation>1 bilo koja po kockici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;onserve</source>
        <translation>&amp;Sačuvaj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>free, ends the turn</source>
        <translation>besplatno, završava potez</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Lairs — {0} vs {1}</source>
        <translation>Lairs — {0} protiv {1}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Your map of {0}&apos;s dungeon</source>
        <translation>Tvoja mapa tamnice igrača {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your dungeon ({0} exploring)</source>
        <translation>Tvoja tamnica (istražuje {0})</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{0}: Unknown</source>
        <translation>{0}: Nepoznato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, target {0}</source>
        <translation>, prag {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: {1}{2}</source>
        <translation>{0}: {1}{2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: {1}, dealt with</source>
        <translation>{0}: {1}, riješeno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: empty</source>
        <translation>{0}: prazno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — you are here</source>
        <translation> — ovdje si</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+60"/>
        <source>{0}: choose the treasures to score face-up.</source>
        <translation>{0}: odaberi blago koje boduješ licem prema gore.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn, {0} — turn {1}</source>
        <translation>Tvoj potez, {0} — potez {1}</translation>
    </message>
    <message>
        <location line="-60"/>
        <location line="+63"/>
        <source>{0} is exploring — turn {1}</source>
        <translation>{0} istražuje — potez {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is exploring your dungeon — {0}&apos;s turn {1}</source>
        <translation>{0} istražuje tvoju tamnicu — potez {1} igrača {0}</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+66"/>
        <source>final turn: {0} has left the dungeon</source>
        <translation>posljednji potez: {0} je već izvan tamnice</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} — chests {1} · monsters {2} · treasures {3}{4}</source>
        <translation>{0} — škrinje {1} · čudovišta {2} · blago {3}{4}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · has left</source>
        <translation> · izvan tamnice</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}&apos;s mat and achievements, while {0} explores.</source>
        <translation>Ploča i postignuća igrača {0} dok {0} istražuje.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Exit is open to you.</source>
        <translation>Izlaz ti je otvoren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaving needs 3 chests, 3 monsters or 2 + 2.</source>
        <translation>Za izlazak trebaju 3 škrinje, 3 čudovišta ili 2 + 2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(empty)</source>
        <translation>(prazno)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>None yet: open a chest.</source>
        <translation>Još ništa: otvori škrinju.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Click your treasures to choose the {0} to score face-up (the best choice is marked); the others score 1 VP each.</source>
        <translation>Klikni svoje blago i odaberi {0} za bodovanje licem prema gore (najbolji izbor je označen); ostalo donosi po 1 PB.</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>A Check rolls one die per cube chosen (target {0}).</source>
        <translation>Provjera baca jednu kockicu po odabranoj kocki (prag {0}).</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Take one treasure: click a lit card in the display.</source>
        <translation>Uzmi jedno blago: klikni osvijetljenu kartu u ponudi.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>A Check is rolled where you stand: choose its dice on the mat, or choose a move.</source>
        <translation>Provjera se baca gdje stojiš: odaberi njezine kockice na podlozi ili odaberi potez.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} to {1}: not possible — {2}.</source>
        <translation>{0} na {1}: nije moguće — {2}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>choose another cell</source>
        <translation>odaberi drugo polje</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Creep</source>
        <translation>Šuljanje</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hustle</source>
        <translation>Juriš</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backtrack</source>
        <translation>Povratak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Peer</source>
        <translation>Virenje</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Up to 3 Fresh cubes; the mat has 3 Conserved slots. Not allowed on a hazard.</source>
        <translation>Najviše 3 Svježe kocke; ploča ima 3 mjesta za Sačuvane. Nije dopušteno na opasnosti.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From a monster or trap, Peer is a way out: you must then enter the cell.</source>
        <translation>S čudovišta ili zamke Virenje je izlaz: tada moraš ući u polje.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click a lit cell on the map.</source>
        <translation>Klikni osvijetljeno polje na mapi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}: click a lit cell on the map ({1}).</source>
        <translation>{0}: klikni osvijetljeno polje na mapi ({1}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>paying the cubes you chose</source>
        <translation>plaćaš odabranim kockama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cheapest cubes; click cubes on the mat to choose</source>
        <translation>najjeftinije kocke; klikni kocke na ploči za odabir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} reaches no cell now; choose another action.</source>
        <translation>{0} sada ne doseže nijedno polje; odaberi drugu akciju.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Check with {0}: {1} to reach {2} (die faces {3}).</source>
        <translation>Provjera s {0}: {1} da dosegneš {2} (strane kockice {3}).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Choose the dice: click cubes on the mat, one die each; the chance of success shows as you choose.</source>
        <translation>Odaberi kockice: klikni kocke na podlozi, svaka je jedna kockica; izgled uspjeha vidi se dok biraš.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Check against {0}, target {1}: click cubes on the mat, one die each.</source>
        <translation>Provjera protiv: {0}, prag {1}: klikni kocke na podlozi, svaka je jedna kockica.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With {0} the total cannot reach {1}: the Check would fail for certain.</source>
        <translation>S {0} zbroj ne može doseći {1}: provjera bi sigurno propala.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll</source>
        <translation>Baci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose at least one cube: with no dice the Check fails for certain.</source>
        <translation>Odaberi barem jednu kocku: bez kockica provjera sigurno propada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll {0}: {1} to reach {2}</source>
        <translation>Baci {0}: {1} da dosegneš {2}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Light up the cells {0} reaches: {1}</source>
        <translation>Osvijetli polja koja {0} doseže: {1}</translation>
    </message>
</context>
<context>
    <name>LairsLog</name>
    <message>
        <location filename="../../companion/lairs/exploration.py" line="+80"/>
        <source>enter {cell} for free?</source>
        <translation>ući u {cell} besplatno?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>open the chest?</source>
        <translation>otvoriti škrinju?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>take one treasure from the display</source>
        <translation>uzmi jedno blago iz ponude</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>leave the dungeon?</source>
        <translation>izaći iz tamnice?</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Turn {turn}: energy refreshed</source>
        <translation>Potez {turn}: energija obnovljena</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Creep to {cell}</source>
        <translation>Šuljanje na {cell}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Backtrack to {cell}</source>
        <translation>Povratak na {cell}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peer into {cell}</source>
        <translation>Virenje u {cell}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Enter {cell}</source>
        <translation>Ulazak u {cell}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Took {card} from the display</source>
        <translation>Uzeto iz ponude: {card}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Left the dungeon</source>
        <translation>Izlazak iz tamnice</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hustle to {cell}</source>
        <translation>Juriš na {cell}</translation>
    </message>
    <message>
        <location line="-296"/>
        <source>Hustle on or stop (Creeps left: {creeps})</source>
        <translation>Nastavi juriš ili stani (preostalo šuljanja: {creeps})</translation>
    </message>
    <message>
        <location line="+257"/>
        <source>Conserve {cubes}; turn ends</source>
        <translation>Sačuvaj {cubes}; potez završava</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn ends, nothing conserved</source>
        <translation>Potez završava, ništa nije sačuvano</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No cube left to take</source>
        <translation>Nema više kocke za uzeti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cubes spent: {cubes}</source>
        <translation>Potrošene kocke: {cubes}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cubes fatigued: {cubes}</source>
        <translation>Umorne kocke: {cubes}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Learned {cell}: walls {sides}; {feature}</source>
        <translation>Otkriveno {cell}: zidovi {sides}; {feature}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learned {cell}: no walls; {feature}</source>
        <translation>Otkriveno {cell}: bez zidova; {feature}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>empty</source>
        <translation>prazno</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Check against {hazard} (target {target}): rolled {faces} = {total}, success</source>
        <translation>Provjera protiv: {hazard} (prag {target}): bačeno {faces} = {total}, uspjeh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check against {hazard} (target {target}): rolled {faces} = {total}, failure</source>
        <translation>Provjera protiv: {hazard} (prag {target}): bačeno {faces} = {total}, neuspjeh</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no dice</source>
        <translation>bez kockica</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{hazard} is removed from the game</source>
        <translation>{hazard} se uklanja iz igre</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opened the chest: drew a treasure</source>
        <translation>Škrinja otvorena: izvučeno blago</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened the chest</source>
        <translation>Škrinja otvorena</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{hazard} strikes: {penalty}</source>
        <translation>{hazard} napada: {penalty}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>north</source>
        <translation>sjever</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>east</source>
        <translation>istok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>south</source>
        <translation>jug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>west</source>
        <translation>zapad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start</source>
        <translation>početak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exit</source>
        <translation>izlaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chest</source>
        <translation>škrinja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>monster</source>
        <translation>čudovište</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trap</source>
        <translation>zamka</translation>
    </message>
</context>
<context>
    <name>LairsRefusal</name>
    <message>
        <location line="-229"/>
        <source>it is not this explorer&apos;s turn</source>
        <translation>nije potez ovog istraživača</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first answer: {question}</source>
        <translation>najprije odgovori: {question}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{target} is not next to {here}</source>
        <translation>{target} nije uz {here}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a wall stands between {here} and {target}</source>
        <translation>između {here} i {target} stoji zid</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{target} is already known</source>
        <translation>{target} je već poznato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{target} is not reachable through Known Empty cells (features stop a Backtrack)</source>
        <translation>{target} nije dostupno kroz Poznata prazna polja (elementi zaustavljaju Povratak)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{action} does not pay {cost} from your Fresh/Conserved cubes</source>
        <translation>{action} ne plaća {cost} iz tvojih Svježih/Sačuvanih kocaka</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>there is no monster or trap here to fight or disarm</source>
        <translation>ovdje nema čudovišta ni zamke za borbu ili razoružavanje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>those cubes cannot be spent</source>
        <translation>te se kocke ne mogu potrošiti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on a hazard you may only fight/disarm it or move out</source>
        <translation>na opasnosti smiješ se samo boriti / razoružavati ili izaći iz polja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conserve moves up to 3 Fresh cubes into the free Conserved slots</source>
        <translation>Čuvanje premješta do 3 Svježe kocke u slobodna mjesta za Sačuvane</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/game.py" line="+226"/>
        <source>choose at most 4 of your treasures to score face-up</source>
        <translation>odaberi najviše 4 svoja blaga za bodovanje licem prema gore</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>treasures are turned face-up at the end of the game</source>
        <translation>blago se okreće licem prema gore na kraju igre</translation>
    </message>
</context>
<context>
    <name>LairsReplayTable</name>
    <message>
        <location filename="../../ui/lairs/explorer/replay_table.py" line="+97"/>
        <source>&lt;b&gt;{0}&apos;s map of {1}&apos;s dungeon&lt;/b&gt;&lt;br&gt;chests {2} · monsters {3} · traps {4} · {5} turns</source>
        <translation>&lt;b&gt;Mapa igrača {0} za tamnicu igrača {1}&lt;/b&gt;&lt;br&gt;škrinje {2} · čudovišta {3} · zamke {4} · {5} poteza</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Display</source>
        <translation>Ponuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(empty)</source>
        <translation>(prazno)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;{0}&apos;s map of {1}&apos;s dungeon&lt;/b&gt;&lt;br&gt;chests {2} · monsters {3} · traps {4}</source>
        <translation>&lt;b&gt;Mapa igrača {0} za tamnicu igrača {1}&lt;/b&gt;&lt;br&gt;škrinje {2} · čudovišta {3} · zamke {4}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;{0}&apos;s own dungeon&lt;/b&gt;, {1} exploring it</source>
        <translation>&lt;b&gt;Vlastita tamnica igrača {0}&lt;/b&gt;, istražuje je {1}</translation>
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
        <translation>osnova {base} + bonus {bonus}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>base {base}</source>
        <translation>osnova {base}</translation>
    </message>
</context>
<context>
    <name>LairsSheet</name>
    <message>
        <location filename="../../companion/lairs/tabletop/map_sheet.py" line="+148"/>
        <source>there is no symbol to shade on {cell}</source>
        <translation>na {cell} nema simbola za zasjeniti</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>write a target next to a monster or trap symbol, and {cell} has none</source>
        <translation>prag se piše uz simbol čudovišta ili zamke, a {cell} ga nema</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a target is a whole number ≥ 0</source>
        <translation>prag je cijeli broj ≥ 0</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the notes box holds at most {limit} characters</source>
        <translation>polje za bilješke prima najviše {limit} znakova</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/tabletop/player_mat.py" line="+51"/>
        <source>chests</source>
        <translation>škrinje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>monsters</source>
        <translation>čudovišta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>traps</source>
        <translation>zamke</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>choose the cubes first</source>
        <translation>najprije odaberi kocke</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>only Fresh and Conserved cubes can be spent</source>
        <translation>potrošiti se mogu samo Svježe i Sačuvane kocke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>those cubes are not on the mat</source>
        <translation>tih kocaka nema na ploči</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>those cubes are not on the mat (Fatigued cubes cannot be fatigued again)</source>
        <translation>tih kocaka nema na ploči (Umorne kocke ne mogu se ponovno umoriti)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only Fresh cubes can be Conserved</source>
        <translation>sačuvati se mogu samo Svježe kocke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conserve moves at most {most} Fresh cubes into the {slots} Conserved slots</source>
        <translation>Čuvanje premješta najviše {most} Svježe kocke u {slots} mjesta za Sačuvane</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the {row} row has {slots} slots</source>
        <translation>red „{row}” ima {slots} mjesta</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/tabletop/score_chart.py" line="+84"/>
        <source>{card} is already in the collection</source>
        <translation>{card} je već u zbirci</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{card} is not in the collection</source>
        <translation>{card} nije u zbirci</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>turn exactly {count} of your treasures face-up</source>
        <translation>okreni licem prema gore točno {count} svojih blaga</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>exit: first out, second out or not out</source>
        <translation>izlazak: prvi, drugi ili bez izlaska</translation>
    </message>
    <message>
        <location filename="../../companion/lairs/tabletop/table_sheet.py" line="+41"/>
        <source>a title has at most {limit} characters</source>
        <translation>naslov ima najviše {limit} znakova</translation>
    </message>
</context>
<context>
    <name>LairsTableLog</name>
    <message>
        <location filename="../../ui/lairs/explorer/table_log.py" line="+32"/>
        <source>{explorer}&apos;s turn {turn} in your dungeon: energy refreshed</source>
        <translation>{explorer}, potez {turn} u tvojoj tamnici: energija obnovljena</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} creeps to {cell}</source>
        <translation>{explorer} se šulja na {cell}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} hustles to {cell}</source>
        <translation>{explorer} juriša na {cell}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} backtracks to {cell}</source>
        <translation>{explorer} se vraća na {cell}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} peers into {cell}</source>
        <translation>{explorer} viri u {cell}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} enters {cell}</source>
        <translation>{explorer} ulazi na {cell}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You tell {explorer}: {cell}, walls {sides}; {feature}</source>
        <translation>Kažeš igraču {explorer}: {cell}, zidovi {sides}; {feature}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You tell {explorer}: {cell}, no walls; {feature}</source>
        <translation>Kažeš igraču {explorer}: {cell}, bez zidova; {feature}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your {hazard} strikes {explorer}: {penalty}</source>
        <translation>Tvoja opasnost {hazard} napada igrača {explorer}: {penalty}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} spends {cubes}</source>
        <translation>{explorer} troši {cubes}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} fatigues {cubes}</source>
        <translation>{explorer} umara {cubes}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} has no cube left to take</source>
        <translation>{explorer} nema više kocke za uzeti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} checks against your {hazard} (target {target}): rolled {faces} = {total}, success</source>
        <translation>{explorer} radi provjeru protiv tvoje opasnosti {hazard} (prag {target}): bačeno {faces} = {total}, uspjeh</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{explorer} checks against your {hazard} (target {target}): rolled {faces} = {total}, failure</source>
        <translation>{explorer} radi provjeru protiv tvoje opasnosti {hazard} (prag {target}): bačeno {faces} = {total}, neuspjeh</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your {hazard} is removed from the game</source>
        <translation>Tvoja opasnost {hazard} uklonjena je iz igre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} opens your chest and draws a treasure (not shown to you)</source>
        <translation>{explorer} otvara tvoju škrinju i vuče blago (tebi se ne pokazuje)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} opens your chest</source>
        <translation>{explorer} otvara tvoju škrinju</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{explorer} takes {card} from the display</source>
        <translation>{explorer} uzima {card} s izloga</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} conserves {cubes}; the turn ends</source>
        <translation>{explorer} čuva {cubes}; potez završava</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} ends the turn, conserving nothing</source>
        <translation>{explorer} završava potez i ništa ne čuva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{explorer} leaves your dungeon</source>
        <translation>{explorer} napušta tvoju tamnicu</translation>
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
        <translation>{0} bilo koje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> or </source>
        <translation> ili </translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (no substitute)</source>
        <translation> (bez zamjene)</translation>
    </message>
    <message>
        <location filename="../../ui/lairs/tabletop/wording.py" line="+21"/>
        <source>north</source>
        <translation>sjever</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>east</source>
        <translation>istok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>south</source>
        <translation>jug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>west</source>
        <translation>zapad</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nothing (empty)</source>
        <translation>ništa (prazno)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Start</source>
        <translation>Početak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the Exit</source>
        <translation>Izlaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a chest</source>
        <translation>škrinja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a monster</source>
        <translation>čudovište</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a trap</source>
        <translation>zamka</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>monster defeated</source>
        <translation>čudovište pobijeđeno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>trap disarmed</source>
        <translation>zamka razoružana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trap removed (failed disarm)</source>
        <translation>zamka uklonjena (neuspjelo razoružavanje)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chest opened</source>
        <translation>škrinja otvorena</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>nema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: {1} (target {2})</source>
        <translation>{0}: {1} (prag {2})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tell about {0}</source>
        <translation>Opiši {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1. Walls: {0}</source>
        <translation>1. Zidovi: {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2. Feature: {0}</source>
        <translation>2. Element: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(outer wall {0}: common knowledge, need not be said)</source>
        <translation>(vanjski zid {0}: svi ga znaju, ne treba ga reći)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>success</source>
        <translation>uspjeh</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failure</source>
        <translation>neuspjeh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} (target {1}): rolled {2}, {3}</source>
        <translation>{0} (prag {1}): bačeno {2}, {3}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; new target {0} (they write it on their map)</source>
        <translation>; novi prag {0} (zapisuju ga na svoju mapu)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; the trap strikes and is removed</source>
        <translation>; zamka napada i uklanja se</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} strikes: {1}</source>
        <translation>{0} napada: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name the Start: {0}</source>
        <translation>Imenuj Početak: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new Explorer turn: confirm their position</source>
        <translation>Novi potez istraživača: potvrdi njihov položaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A chest: they may open it</source>
        <translation>Škrinja: smiju je otvoriti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chest opened: they draw the top card and take one from the display</source>
        <translation>Škrinja otvorena: vuku gornju kartu i uzimaju jednu iz ponude</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Exit: they have an achievement and may leave</source>
        <translation>Izlaz: imaju postignuće i smiju izaći</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Exit: no achievement yet, they cannot leave</source>
        <translation>Izlaz: još nemaju postignuće, ne mogu izaći</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hustle: up to 3 Creeps follow; it ends on a non-empty cell</source>
        <translation>Juriš: slijede do 3 šuljanja; završava na nepraznom polju</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hustle is over (3 Creeps): the next Creep is paid</source>
        <translation>Juriš je gotov (3 šuljanja): sljedeće šuljanje se plaća</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hustle is over</source>
        <translation>Juriš je gotov</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They left the dungeon</source>
        <translation>Izašli su iz tamnice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their turn is over: no cube left to spend</source>
        <translation>Njihov potez je gotov: nema više kocaka za trošenje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their turn is over</source>
        <translation>Njihov potez je gotov</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Creep on (part of the Hustle) or stop</source>
        <translation>šuljati se dalje (dio juriša) ili stati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>enter the peered cell for free, or stay</source>
        <translation>besplatno ući u provireno polje ili ostati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open the chest, or leave it closed</source>
        <translation>otvoriti škrinju ili je ostaviti zatvorenom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leave the dungeon, or stay</source>
        <translation>izaći iz tamnice ili ostati</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>nothing</source>
        <translation>ništa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} is Known but has no Known circle</source>
        <translation>{0} je Poznato, ali nema kružić Poznato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is marked Known but was never described</source>
        <translation>{0} je označeno kao Poznato, ali nikad nije opisano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the wall {0} is missing</source>
        <translation>nedostaje zid {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no wall at {0}</source>
        <translation>na {0} nema zida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the wall {0} was never described</source>
        <translation>zid {0} nikad nije opisan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} should show {1}</source>
        <translation>{0} treba pokazivati {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} shows {1} but should show {2}</source>
        <translation>{0} pokazuje {1}, a treba {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the symbol on {0} should be shaded</source>
        <translation>simbol na {0} treba biti zasjenjen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the symbol on {0} should not be shaded</source>
        <translation>simbol na {0} ne treba biti zasjenjen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the target on {0} should be {1}, not {2}</source>
        <translation>prag na {0} treba biti {1}, a ne {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tracker should be on {0}, not {1}</source>
        <translation>figura treba biti na {0}, a ne na {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off the map</source>
        <translation>izvan mape</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fresh</source>
        <translation>Svježe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spent</source>
        <translation>Potrošene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fatigued</source>
        <translation>Umorne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Conserved</source>
        <translation>Sačuvane</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Their cubes: {0}</source>
        <translation>Njihove kocke: {0}</translation>
    </message>
</context>
<context>
    <name>LairsTreasure</name>
    <message>
        <location filename="../../companion/lairs/treasures.py" line="+109"/>
        <source>+{points} if you hold another {type}</source>
        <translation>+{points} uz još jednu kartu vrste {type}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for each other {type}</source>
        <translation>+{points} za svaku drugu kartu vrste {type}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} if you hold another {keyword} card</source>
        <translation>+{points} uz još jednu kartu s ključnom riječi {keyword}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+{points} for each other {keyword} card</source>
        <translation>+{points} za svaku drugu kartu s ključnom riječi {keyword}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+{points} for each other type you hold</source>
        <translation>+{points} za svaku drugu vrstu koju imaš</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+{points} if you hold {count} different types</source>
        <translation>+{points} ako imaš {count} različitih vrsta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+{points}</source>
        <translation>+{points}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{name}: {type}{keywords}, base {base}</source>
        <translation>{name}: {type}{keywords}, osnova {base}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card}; {bonus}</source>
        <translation>{card}; {bonus}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} (stand-in card)</source>
        <translation>{card} (zamjenska karta)</translation>
    </message>
</context>
<context>
    <name>LairsValidation</name>
    <message>
        <location filename="../../companion/lairs/validation.py" line="+193"/>
        <source>Feature counts: {problems}</source>
        <translation>Broj elemenata: {problems}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{walls} wall placed; a dungeon needs {least}–{most}</source>
        <translation>postavljen je {walls} zid; tamnici treba {least}–{most}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{walls} walls placed; a dungeon needs {least}–{most}</source>
        <translation>postavljeno zidova: {walls}; tamnici treba {least}–{most}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{count} cell cannot be reached from Start {start}: {cells}</source>
        <translation>{count} polje nije dostupno od Početka {start}: {cells}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} cells cannot be reached from Start {start}: {cells}</source>
        <translation>polja nedostupna od Početka {start}: {count} ({cells})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{goal}: {reason}</source>
        <translation>{goal}: {reason}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{have} start (needs {needed})</source>
        <translation>početak: {have} (treba {needed})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} exit (needs {needed})</source>
        <translation>izlaz: {have} (treba {needed})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} chest (needs {needed})</source>
        <translation>škrinja: {have} (treba {needed})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} monster (needs {needed})</source>
        <translation>čudovište: {have} (treba {needed})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} trap (needs {needed})</source>
        <translation>zamka: {have} (treba {needed})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{have} starts (needs {needed})</source>
        <translation>početaka: {have} (treba {needed})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} exits (needs {needed})</source>
        <translation>izlaza: {have} (treba {needed})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} chests (needs {needed})</source>
        <translation>škrinja: {have} (treba {needed})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} monsters (needs {needed})</source>
        <translation>čudovišta: {have} (treba {needed})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{have} traps (needs {needed})</source>
        <translation>zamki: {have} (treba {needed})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exit {cell}</source>
        <translation>Izlaz {cell}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chest {cell}</source>
        <translation>Škrinja {cell}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>walled off from Start</source>
        <translation>zidovima odvojeno od Početka</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every path from Start passes two monsters</source>
        <translation>svaki put od Početka prolazi pokraj dva čudovišta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every path from Start passes two traps</source>
        <translation>svaki put od Početka prolazi pokraj dvije zamke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every path from Start passes two traps and two monsters</source>
        <translation>svaki put od Početka prolazi pokraj dvije zamke i dva čudovišta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every path from Start passes two traps or two monsters</source>
        <translation>svaki put od Početka prolazi pokraj dvije zamke ili dva čudovišta</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>there is no Start</source>
        <translation>nema Početka</translation>
    </message>
</context>
<context>
    <name>LandlordHelperWindow</name>
    <message>
        <location filename="../../ui/intrige/landlord_helper.py" line="-279"/>
        <source>Intrige landlord&apos;s helper (*.json)</source>
        <translation>Domaćinov pomoćnik za Intrige (*.json)</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>&amp;File</source>
        <translation>&amp;Datoteka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Uredi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit</source>
        <translation>Uredi</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Open Intrige game</source>
        <translation>Otvori igru Intrige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save Intrige game</source>
        <translation>Spremi igru Intrige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open the game</source>
        <translation>Igra se ne može otvoriti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot save the game</source>
        <translation>Igra se ne može spremiti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No recent games</source>
        <translation>Nema nedavnih igara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>untitled</source>
        <translation>bez naslova</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Intrige landlord&apos;s helper</source>
        <translation>Domaćinov pomoćnik za Intrige</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>intrige game</source>
        <translation>igra intrige</translation>
    </message>
</context>
<context>
    <name>LauncherWindow</name>
    <message>
        <location filename="../../ui/shell/launcher.py" line="+57"/>
        <source>Build a dungeon behind your screen, then explore your rival&apos;s blind.</source>
        <translation>Izgradi tamnicu iza svog zaslona, zatim naslijepo istraži suparnikovu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bluff, steal and assassinate your way to the last influence standing.</source>
        <translation>Blefiraj, kradi i ubijaj dok jedino tebi ne ostane utjecaj.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show sets from a hand you may not reorder, or scout the table&apos;s cards.</source>
        <translation>Pokazuj kombinacije iz ruke koju ne smiješ preslagivati ili izviđaj karte sa stola.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place your scholars in rival castles: bribe landlords, break promises.</source>
        <translation>Smjesti svoje učenjake u suparničke dvorce: podmićuj domaćine, krši obećanja.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Companion</source>
        <translation>Companion</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules guide</source>
        <translation>Vodič kroz pravila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set-up, a turn, a cheat-sheet, and the decisions Companion takes where the rules are silent</source>
        <translation>Priprema, potez, podsjetnik i odluke koje Companion donosi gdje pravila šute</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No game activities are installed.</source>
        <translation>Nijedna igra nije instalirana.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>{0} players</source>
        <translation>{0} igrača</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>about {0} min</source>
        <translation>oko {0} min</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>&lt;b&gt;Unfinished work&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nedovršeno&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume</source>
        <translation>&amp;Nastavi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>&amp;Odbaci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Recent games&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nedavne igre&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games finished here lately: double-click one to watch it again (how many are kept: Settings → Preferences)</source>
        <translation>Nedavno ovdje završene igre: dvaput klikni jednu da je ponovno pogledaš (koliko ih se čuva: Postavke → Osobitosti)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Recent files&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nedavne datoteke&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>{0} (missing)</source>
        <translation>{0} (nedostaje)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Files you open or save appear here.</source>
        <translation>Ovdje se pojavljuju datoteke koje otvoriš ili spremiš.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>never saved</source>
        <translation>nikad spremljeno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} — {1}
unsaved changes from {2}</source>
        <translation>{0} — {1}
nespremljene promjene od {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Never saved in a file</source>
        <translation>Nikad spremljeno u datoteku</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Games you finish are kept here to watch again.</source>
        <translation>Igre koje završiš čuvaju se ovdje da ih ponovno pogledaš.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not finished</source>
        <translation>nije završena</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a draw</source>
        <translation>neriješeno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} won</source>
        <translation>{0} je pobijedio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and </source>
        <translation> i </translation>
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
        <translation>Igrač {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0} (bot)</source>
        <translation>{0} (bot)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>saved {0}</source>
        <translation>spremljeno {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}, {1} to move · {2}</source>
        <translation>{0}, na potezu {1} · {2}</translation>
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
        <translation>otvoren ovdje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at {0}</source>
        <translation>na {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} at table {1} — {2}
{3} · joined {4}</source>
        <translation>{0} za stolom {1} — {2}
{3} · pridruženo {4}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set aside, as they could not be read:</source>
        <translation>Odloženo jer se nije moglo pročitati:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot resume game</source>
        <translation>Igra se ne može nastaviti</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Leave this network table for good? You cannot come back to your seat.</source>
        <translation>Zauvijek napustiti ovaj mrežni stol? Na svoje mjesto više se ne možeš vratiti.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave table</source>
        <translation>Napusti stol</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discard changes</source>
        <translation>Odbaci promjene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard these unsaved changes for good?</source>
        <translation>Zauvijek odbaciti ove nespremljene promjene?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard game</source>
        <translation>Odbaci igru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard this unfinished game for good?</source>
        <translation>Zauvijek odbaciti ovu nedovršenu igru?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>File not found</source>
        <translation>Datoteka nije pronađena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} no longer exists; it is removed from the list.</source>
        <translation>{0} više ne postoji; uklanja se s popisa.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>&amp;File</source>
        <translation>&amp;Datoteka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Otvori…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch a Game Record…</source>
        <translation>&amp;Gledaj zapis igre…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through a saved game decision by decision</source>
        <translation>Prođi kroz spremljenu igru odluku po odluku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a Network Game…</source>
        <translation>&amp;Pridruži se mrežnoj igri…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sit at a table another Companion hosts, with the host&apos;s address and the table&apos;s code</source>
        <translation>Sjedni za stol koji je otvorio drugi Companion, uz adresu voditelja stola i šifru stola</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join a network game…</source>
        <translation>Pridruži se mrežnoj igri…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Izlaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>Po&amp;stavke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Postavke…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Pomoć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules Guides</source>
        <translation>&amp;Vodiči kroz pravila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Companion</source>
        <translation>&amp;O Companionu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open</source>
        <translation>Otvori</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+17"/>
        <source>All files (*)</source>
        <translation>Sve datoteke (*)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Watch a Game Record</source>
        <translation>Gledaj zapis igre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json)</source>
        <translation>Zapisi igara (*.json)</translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <location filename="../../ui/net/lobby.py" line="+154"/>
        <source>Table code:</source>
        <translation>Šifra stola:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy invitation</source>
        <translation>Kopiraj pozivnicu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the table&apos;s address and code, to send to the players</source>
        <translation>Kopiraj adresu i šifru stola da ih pošalješ igračima</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table chat</source>
        <translation>Razgovor za stolom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say something to the table…</source>
        <translation>Reci nešto svima za stolom…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send</source>
        <translation>Pošalji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start Game</source>
        <translation>&amp;Počni igru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave Table</source>
        <translation>&amp;Napusti stol</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Close</source>
        <translation>&amp;Zatvori</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} table {1}</source>
        <translation>{0} — stol {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table {0}</source>
        <translation>Stol {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players join from Companion (File → Join a Network Game) at {0} with this code.</source>
        <translation>Igrači se pridružuju iz Companiona (Datoteka → Pridruži se mrežnoj igri) na adresi {0} s ovom šifrom.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> or </source>
        <translation> ili </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only Companions on this computer can join: to let other devices in, host with “Let other devices on my networks join” ticked.</source>
        <translation>Pridružiti se mogu samo Companioni na ovom računalu: da uđu i drugi uređaji, otvori stol uz označeno „Dopusti drugim uređajima na mojim mrežama da se pridruže”.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hosted at {0}</source>
        <translation>Stol na adresi {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connecting to the table…</source>
        <translation>Povezivanje sa stolom…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reconnecting to the table…</source>
        <translation>Ponovno povezivanje sa stolom…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is on.</source>
        <translation>Igra je u tijeku.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Waiting for %n more player(s) (or give their seats to bots).</source>
        <translation>
            <numerusform>Čeka se još %n igrač (ili slobodno mjesto daj botu).</numerusform>
            <numerusform>Čeka se još %n igrača (ili slobodna mjesta daj botovima).</numerusform>
            <numerusform>Čeka se još %n igrača (ili slobodna mjesta daj botovima).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Waiting for %n more player(s).</source>
        <translation>
            <numerusform>Čeka se još %n igrač.</numerusform>
            <numerusform>Čeka se još %n igrača.</numerusform>
            <numerusform>Čeka se još %n igrača.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone is here: start when you are ready.</source>
        <translation>Svi su tu: počni kad želiš.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone is here: the host starts the game.</source>
        <translation>Svi su tu: igru pokreće voditelj stola.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Join my {0} table in Companion: File → Join a Network Game, address {1}, code {2}</source>
        <translation>Pridruži se mom stolu za {0} u Companionu: Datoteka → Pridruži se mrežnoj igri, adresa {1}, šifra {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The invitation is copied.</source>
        <translation>Pozivnica je kopirana.</translation>
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
        <translation>Čija tamnica? (piše na vrhu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+76"/>
        <source>Notes</source>
        <translation>Bilješke</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>Pencil</source>
        <translation>Olovka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Known</source>
        <translation>Poznato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wall</source>
        <translation>Zid</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chest</source>
        <translation>Škrinja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exit</source>
        <translation>Izlaz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Monster</source>
        <translation>Čudovište</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trap</source>
        <translation>Zamka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start</source>
        <translation>Početak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shade</source>
        <translation>Zasjeni</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+85"/>
        <source>Target</source>
        <translation>Prag</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Tracker</source>
        <translation>Figura</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rub out</source>
        <translation>Gumica</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw / rub out the Known circle of a cell</source>
        <translation>Nacrtaj / izbriši kružić Poznato na polju</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the border between two cells to draw / rub out a wall</source>
        <translation>Klikni granicu između dva polja da nacrtaš / izbrišeš zid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shade a symbol: monster defeated, trap gone, chest opened</source>
        <translation>Zasjeni simbol: čudovište pobijeđeno, zamka nestala, škrinja otvorena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a monster&apos;s or trap&apos;s target</source>
        <translation>Zapiši prag čudovišta ili zamke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move your tracker token</source>
        <translation>Pomakni svoju figuru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rub out the symbol of a cell</source>
        <translation>Izbriši simbol s polja</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw the {0} symbol</source>
        <translation>Nacrtaj simbol: {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;File</source>
        <translation>&amp;Datoteka</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;New sheet</source>
        <translation>&amp;Novi list</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Lairs table sheet (*.json)</source>
        <translation>List za stol za Lairs (*.json)</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>&amp;Edit</source>
        <translation>&amp;Uredi</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Mark {0} Known</source>
        <translation>Označi {0} kao Poznato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unmark {0}</source>
        <translation>Ukloni oznaku s {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Symbol on {0}</source>
        <translation>Simbol na {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rub out {0}</source>
        <translation>Izbriši {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shade {0}</source>
        <translation>Zasjeni {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tracker to {0}</source>
        <translation>Figura na {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw a monster or trap symbol on {0} first</source>
        <translation>Najprije nacrtaj simbol čudovišta ili zamke na {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Target of the hazard on {0}:</source>
        <translation>Prag opasnosti na {0}:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Target on {0}</source>
        <translation>Prag na {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw wall {0}</source>
        <translation>Nacrtaj zid {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rub out wall {0}</source>
        <translation>Izbriši zid {0}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Title</source>
        <translation>Naslov</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open sheet</source>
        <translation>Otvori list</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save sheet</source>
        <translation>Spremi list</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open sheet</source>
        <translation>List se ne može otvoriti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot save sheet</source>
        <translation>List se ne može spremiti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No recent sheets</source>
        <translation>Nema nedavnih listova</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Untitled sheet</source>
        <translation>List bez naslova</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Explorer&apos;s map sheet</source>
        <translation>Istraživačev list mape</translation>
    </message>
</context>
<context>
    <name>NetRefusal</name>
    <message>
        <location filename="../../companion/net/server.py" line="+283"/>
        <source>too many messages: at most {rate} a second</source>
        <translation>previše poruka: najviše {rate} u sekundi</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>say hello first</source>
        <translation>najprije pošalji pozdrav (hello)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this server speaks protocol version {version}, not {asked}</source>
        <translation>ovaj poslužitelj koristi verziju protokola {version}, a ne {asked}</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>the server could not do that (its log says why)</source>
        <translation>poslužitelj to nije mogao učiniti (razlog je u njegovu dnevniku)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>hello was already said</source>
        <translation>pozdrav (hello) već je poslan</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this server has no room for another table</source>
        <translation>na ovom poslužitelju nema mjesta za još jedan stol</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no game called {game}</source>
        <translation>ne postoji igra {game}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>there is no table {code} on this server</source>
        <translation>na ovom poslužitelju nema stola {code}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>no table on this server holds that token</source>
        <translation>nijedan stol na ovom poslužitelju nema taj token</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this seat is now played from another connection</source>
        <translation>ovo se mjesto sada igra preko druge veze</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>this table has as many onlookers as it can take</source>
        <translation>ovaj stol ne prima više promatrača</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+13"/>
        <source>join a table first</source>
        <translation>najprije se pridruži stolu</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>that token is not this connection&apos;s seat</source>
        <translation>taj token ne pripada mjestu ove veze</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>only the players at the table chat</source>
        <translation>razgovarati mogu samo igrači za stolom</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>you left the table</source>
        <translation>više nisi za stolom</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>only the table&apos;s host may do that</source>
        <translation>to smije samo voditelj stola</translation>
    </message>
    <message>
        <location line="+27"/>
        <location filename="../../companion/net/table.py" line="+196"/>
        <source>the host has taken this seat from you</source>
        <translation>voditelj stola oduzeo ti je ovo mjesto</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>only the table&apos;s players or its host start a rematch</source>
        <translation>revanš pokreću samo igrači za stolom ili voditelj stola</translation>
    </message>
    <message>
        <location filename="../../companion/net/table.py" line="-71"/>
        <source>{game} cannot be played digitally yet</source>
        <translation>{game} se još ne može igrati digitalno</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{game} is played by {low}–{high} players, not {players}</source>
        <translation>{game} je za {low}–{high} igrača, a ne za {players}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>seat {seat}: kind must be &quot;open&quot; or &quot;bot&quot;</source>
        <translation>mjesto {seat}: vrsta mora biti „open” ili „bot”</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the game has started: every seat is taken</source>
        <translation>igra je počela: sva su mjesta zauzeta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is already at this table: choose another name</source>
        <translation>{name} je već za ovim stolom: odaberi drugo ime</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every seat is taken</source>
        <translation>sva su mjesta zauzeta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seat {seat} is not free</source>
        <translation>mjesto {seat} nije slobodno</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no seat at this table holds that token</source>
        <translation>nijedno mjesto za ovim stolom nema taj token</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the game has already started</source>
        <translation>igra je već počela</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>seat {seat} is still free: wait for a player or give it to a bot</source>
        <translation>mjesto {seat} još je slobodno: pričekaj igrača ili ga daj botu</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{name} sits there: remove them first</source>
        <translation>ondje sjedi {name}: najprije ukloni tog igrača</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a bot plays seat {seat} for the whole game</source>
        <translation>mjesto {seat} igra bot do kraja igre</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} is here: a bot stands in only for a player who is away</source>
        <translation>{name} je tu: bot zamjenjuje samo igrača koji nije tu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>nobody sits at seat {seat}</source>
        <translation>na mjestu {seat} nitko ne sjedi</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>there is no seat {seat}</source>
        <translation>nema mjesta {seat}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the table has moved on since (you answered state {old}, it is at {new}): look again</source>
        <translation>stol je u međuvremenu krenuo dalje (tvoj odgovor je za stanje {old}, a stol je na stanju {new}): pogledaj ponovno</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it is {name}&apos;s decision, not yours</source>
        <translation>odlučuje {name}, a ne ti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a bot stands in for you: it plays this seat until you come back</source>
        <translation>bot te zamjenjuje: igra ovo mjesto dok se ne vratiš</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a take-back is being asked for: the table waits for the answers</source>
        <translation>traži se vraćanje poteza: stol čeka odgovore</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the game has not started yet</source>
        <translation>igra još nije počela</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a take-back is already being asked for</source>
        <translation>vraćanje poteza već se traži</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>you have no decision to take back: another player has decided since</source>
        <translation>nemaš odluke za vraćanje: drugi igrač je u međuvremenu odlučio</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is away: a take-back needs everyone&apos;s agreement</source>
        <translation>{name} nije tu: za vraćanje poteza potreban je pristanak svih</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>nobody is asking to take anything back</source>
        <translation>nitko ne traži vraćanje poteza</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>a rematch begins once the game is over</source>
        <translation>revanš počinje tek kad igra završi</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a bot at this table thinks at most {seconds} seconds or {iterations} iterations a decision</source>
        <translation>bot za ovim stolom razmišlja najviše {seconds} s ili {iterations} iteracija po odluci</translation>
    </message>
    <message>
        <location filename="../../ui/net/session.py" line="+108"/>
        <source>it is not your decision</source>
        <translation>nije tvoja odluka</translation>
    </message>
</context>
<context>
    <name>NetworkOptions</name>
    <message>
        <location filename="../../ui/shell/network_options.py" line="+73"/>
        <source>Playing over the network</source>
        <translation>Igra preko mreže</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This screen shows the table to the room (the players play from their phones)</source>
        <translation>Ovaj zaslon prikazuje stol cijeloj sobi (igrači igraju s mobitela)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody plays at this screen: it shows the public table, large, with the code and a QR code to join</source>
        <translation>Za ovim zaslonom nitko ne igra: prikazuje javni stol, velik, sa šifrom i QR kôdom za pridruživanje</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let other devices on my networks join</source>
        <translation>Dopusti drugim uređajima na mojim mrežama da se pridruže</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce the table on this network</source>
        <translation>Objavi stol na ovoj mreži</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table server</source>
        <translation>Poslužitelj stola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this Companion (or a server&apos;s address)</source>
        <translation>ovaj Companion (ili adresa poslužitelja)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave empty to host the table here; or give the address of a `companion serve` server</source>
        <translation>Ostavi prazno da otvoriš stol ovdje; ili upiši adresu poslužitelja `companion serve`</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Phones cannot reach a table that only this computer can join: tick “Let other devices on my networks join”.</source>
        <translation>Mobiteli ne mogu doći do stola kojem se može pridružiti samo ovo računalo: označi „Dopusti drugim uređajima na mojim mrežama da se pridruže”.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The table is set on that server; the players join it there with its code.</source>
        <translation>Stol se otvara na tom poslužitelju; igrači mu se ondje pridružuju njegovom šifrom.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Other devices reach this computer on port {0}; your firewall may ask.</source>
        <translation>Drugi uređaji pristupaju ovom računalu na portu {0}; vatrozid bi mogao tražiti dopuštenje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only Companions on this computer can join until you tick the box above.</source>
        <translation>Dok ne označiš okvir iznad, pridružiti se mogu samo Companioni na ovom računalu.</translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <location filename="../../ui/net/play.py" line="+111"/>
        <source>Let other devices in</source>
        <translation>Pusti druge uređaje</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Companion&apos;s table server will listen on every network this computer is on, on port {0}, so that phones and other computers can join. Your firewall may ask. The tables here reconnect by themselves.</source>
        <translation>Companionov poslužitelj stolova slušat će na svim mrežama na kojima je ovo računalo, na portu {0}, da se mobiteli i druga računala mogu pridružiti. Vatrozid bi mogao tražiti dopuštenje. Ovdašnji stolovi sami se ponovno povezuju.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot let other devices in</source>
        <translation>Nije moguće pustiti druge uređaje</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cannot play</source>
        <translation>Igranje nije moguće</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This Companion has no window for {0} games.</source>
        <translation>Ovaj Companion nema prozor za igru {0}.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Table</source>
        <translation>S&amp;tol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats and &amp;Chat…</source>
        <translation>&amp;Mjesta i razgovor…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanš</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next game at this table, for everyone, with the same seats</source>
        <translation>Sljedeća igra za ovim stolom, za sve, s istim mjestima</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{0} is reconnecting…</source>
        <translation>Ponovno povezivanje: {0}…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reconnecting to the table…</source>
        <translation>Ponovno povezivanje sa stolom…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Take back</source>
        <translation>Vrati potez</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} asks to take back their last decision. {1}, do you agree?</source>
        <translation>{0} traži da vrati svoju posljednju odluku. {1}, slažeš li se?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Left the table</source>
        <translation>Više nisi za stolom</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Not allowed</source>
        <translation>Nije dopušteno</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Not announced</source>
        <translation>Stol nije objavljen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The table could not be announced on this network ({0}); players join it by address.</source>
        <translation>Stol se nije mogao objaviti na ovoj mreži ({0}); igrači mu se pridružuju preko adrese.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Give the host&apos;s address (for example 192.168.1.5:8765).</source>
        <translation>Upiši adresu voditelja stola (na primjer 192.168.1.5:8765).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table&apos;s address starts with ws:// or wss://, not {0}://.</source>
        <translation>Adresa stola počinje s ws:// ili wss://, a ne s {0}://.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/coup/newgame.py" line="+41"/>
        <source>New Coup game</source>
        <translation>Nova igra Coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats (clockwise; the first player starts)</source>
        <translation>Mjesta (u smjeru kazaljke na satu; prvi igrač počinje)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inquisitor instead of Ambassador</source>
        <translation>Inkvizitor umjesto Ambasadora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-player set-up (3 sets of characters)</source>
        <translation>Priprema za dva igrača (3 kompleta likova)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reformation (allegiances, 2–10 players)</source>
        <translation>Reformacija (pripadnosti, 2–10 igrača)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants</source>
        <translation>Varijante</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The two-player set-up is for exactly 2 players.</source>
        <translation>Priprema za dva igrača je samo za točno 2 igrača.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reformation: 2–10 players (5 copies of each character for 9–10).</source>
        <translation>Reformacija: 2–10 igrača (5 primjeraka svakog lika za 9–10).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2–8 players (4 copies of each character for 7–8); 9–10 need Reformation.</source>
        <translation>2–8 igrača (4 primjerka svakog lika za 7–8); za 9–10 treba Reformacija.</translation>
    </message>
    <message>
        <location filename="../../ui/intrige/newgame.py" line="+49"/>
        <source>New Intrige game</source>
        <translation>Nova igra Intrige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats (clockwise; the starting player is drawn by lot)</source>
        <translation>Mjesta (u smjeru kazaljke na satu; početni igrač bira se ždrijebom)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants (house rules)</source>
        <translation>Varijante (kućna pravila)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refund</source>
        <translation>Povrat mita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bribes for scholars sent to the Island are paid back.</source>
        <translation>Mito za učenjake poslane na Otok vraća se.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Binding promises</source>
        <translation>Obvezujuća obećanja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bribe may ask for a suite; if that applicant is admitted, they get it (if still free).</source>
        <translation>Mito smije tražiti odaju; ako je taj kandidat primljen, dobiva je (ako je još slobodna).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Different castles</source>
        <translation>Različiti dvorci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two scholars sent in one turn go to two different castles.</source>
        <translation>Dva učenjaka poslana u jednom potezu idu u dva različita dvorca.</translation>
    </message>
    <message>
        <location filename="../../ui/scout/newgame.py" line="+19"/>
        <source>New Scout game</source>
        <translation>Nova igra Scout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats (clockwise; the first seat starts)</source>
        <translation>Mjesta (u smjeru kazaljke na satu; prvo mjesto počinje)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>2 players: two rounds of 11 cards each; 3 Scout chips each, scouting costs one and does not end the turn; no Scout &amp; Show.</source>
        <translation>2 igrača: dvije runde po 11 karata; svaki ima 3 žetona izviđanja, izviđanje košta jedan i ne završava potez; bez Izvidi i pokaži.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} players: {0} rounds, every player starts one.</source>
        <translation>{0} igrača: broj rundi {0}, svaki igrač počinje jednu.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/newgame.py" line="+76"/>
        <source>Host game</source>
        <translation>Otvori stol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start game</source>
        <translation>Počni igru</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <location filename="../../ui/shell/messages.py" line="+33"/>
        <source>{0}%</source>
        <comment>a percentage</comment>
        <translation>{0}&#xa0;%</translation>
    </message>
</context>
<context>
    <name>PlayerBox</name>
    <message>
        <location filename="../../ui/lairs/explorer/setup_dialog.py" line="-192"/>
        <source>Generate a random dungeon</source>
        <translation>Generiraj nasumičnu tamnicu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load from a file…</source>
        <translation>Učitaj iz datoteke…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From the editor: {0}</source>
        <translation>Iz uređivača: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose file…</source>
        <translation>Odaberi datoteku…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Open dungeon</source>
        <translation>Otvori tamnicu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lairs dungeon (*.json)</source>
        <translation>Tamnica za Lairs (*.json)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot use {0}: {1}</source>
        <translation>{0} se ne može koristiti: {1}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>choose a dungeon</source>
        <translation>odaberi tamnicu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A valid dungeon is generated from the game&apos;s seed.</source>
        <translation>Ispravna tamnica generira se iz sjemena igre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✔ {0} follows the build rules.</source>
        <translation>✔ {0} poštuje pravila gradnje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dungeon</source>
        <translation>Tamnica</translation>
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
        <translation>Ploča energije</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click cubes to choose them, then move them:</source>
        <translation>Klikni kocke da ih odabereš, zatim ih premjesti:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refresh (start of turn)</source>
        <translation>Obnova (početak poteza)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All Spent → Fresh, then all Fatigued → Spent; Conserved stay</source>
        <translation>Sve Potrošene → Svježe, zatim sve Umorne → Potrošene; Sačuvane ostaju</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Refresh energy</source>
        <translation>Obnovi energiju</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Spend</source>
        <translation>Potroši</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Spend cubes</source>
        <translation>Potroši kocke</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Fatigue</source>
        <translation>Umori</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Fatigue cubes</source>
        <translation>Umori kocke</translation>
    </message>
    <message>
        <location line="-41"/>
        <location line="+6"/>
        <source>Conserve</source>
        <translation>Sačuvaj</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Conserve cubes</source>
        <translation>Sačuvaj kocke</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Creep</source>
        <translation>Šuljanje</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hustle</source>
        <translation>Juriš</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backtrack</source>
        <translation>Povratak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Peer</source>
        <translation>Virenje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check</source>
        <translation>Provjera</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 any per die</source>
        <translation>1 bilo koja po kockici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>free, up to 3 Fresh; ends the turn</source>
        <translation>besplatno, do 3 Svježe; završava potez</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Achievements</source>
        <translation>Postignuća</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened chests</source>
        <translation>Otvorene škrinje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defeated monsters</source>
        <translation>Pobijeđena čudovišta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disarmed traps</source>
        <translation>Razoružane zamke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exit conditions</source>
        <translation>Uvjeti izlaska</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave by the Exit with:&lt;br&gt;• 3 chests opened, or&lt;br&gt;• 3 monsters defeated, or&lt;br&gt;• 2 chests + 2 monsters</source>
        <translation>Izađi kroz Izlaz s:&lt;br&gt;• 3 otvorene škrinje ili&lt;br&gt;• 3 pobijeđena čudovišta ili&lt;br&gt;• 2 škrinje + 2 čudovišta</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;You may leave&lt;/b&gt; when you reach the Exit.</source>
        <translation>&lt;b&gt;Smiješ izaći&lt;/b&gt; kad stigneš do Izlaza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not yet: the Exit does not let you out.</source>
        <translation>Još ne: Izlaz te ne pušta van.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Achievements: {0}</source>
        <translation>Postignuća: {0}</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../../ui/coup/tracker_window.py" line="+127"/>
        <source>Turn face up</source>
        <translation>Okreni licem prema gore</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>reveal</source>
        <translation>otkrij</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>coins</source>
        <translation>novčići</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>allegiance</source>
        <translation>pripadnost</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Pay 1 to Reserve</source>
        <translation>Plati 1 u Pričuvu</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n novčić</numerusform>
            <numerusform>%n novčića</numerusform>
            <numerusform>%n novčića</numerusform>
        </translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+2"/>
        <source>reserve</source>
        <translation>pričuva</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pay 2 to Reserve</source>
        <translation>Plati 2 u Pričuvu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embezzle</source>
        <translation>Pronevjeri</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>embezzle</source>
        <translation>pronevjeri</translation>
    </message>
    <message>
        <location line="+22"/>
        <source> (exiled)</source>
        <translation> (izvan igre)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>nema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face up: {0}</source>
        <translation>Licem prema gore: {0}</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../ui/shell/preferences.py" line="+49"/>
        <source>Preferences</source>
        <translation>Postavke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Jezik:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finished games kept:</source>
        <translation>Čuvane &amp;završene igre:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>nijedna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The newest finished games are kept to watch again (the launcher lists them); older ones beyond this number are removed. 0 keeps none.</source>
        <translation>Najnovije završene igre čuvaju se za ponovno gledanje (pokretač ih navodi); starije iznad ovog broja se brišu. 0 ne čuva nijednu.</translation>
    </message>
</context>
<context>
    <name>QuitDialog</name>
    <message>
        <location filename="../../ui/shell/quit.py" line="+81"/>
        <source>Unsaved changes</source>
        <translation>Nespremljene promjene</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games need no saving: they are kept as you play and offered again when Companion starts.</source>
        <translation>Igre ne treba spremati: čuvaju se dok igraš i nude se ponovno kad se Companion pokrene.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save All</source>
        <translation>&amp;Spremi sve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard All</source>
        <translation>&amp;Odbaci sve</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../../companion/core/protocol.py" line="+84"/>
        <source>it is not a legal action now</source>
        <translation>to sada nije dopuštena akcija</translation>
    </message>
    <message>
        <location line="+36"/>
        <location filename="../../companion/net/table.py" line="-75"/>
        <source>the game is over</source>
        <translation>igra je gotova</translation>
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
        <translation>Reprodukcija: {0} — {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Public table (no hidden cards)</source>
        <translation>Javni stol (bez skrivenih karata)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As {0} saw it</source>
        <translation>Kako vidi {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play On from Here</source>
        <translation>&amp;Igraj dalje odavde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game from this decision, with the same seats; this record stays as it is</source>
        <translation>Počni novu igru od ove odluke, s istim mjestima; ovaj zapis ostaje kakav jest</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First</source>
        <translation>Na početak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>◀ Back</source>
        <translation>◀ Natrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward ▶</source>
        <translation>Naprijed ▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last</source>
        <translation>Na kraj</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Replay</source>
        <translation>Reprodukcija</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Decisions&lt;/b&gt;</source>
        <translation>&lt;b&gt;Odluke&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <location line="+89"/>
        <source>Set-up · %n decision(s)</source>
        <translation>
            <numerusform>Priprema · %n odluka</numerusform>
            <numerusform>Priprema · %n odluke</numerusform>
            <numerusform>Priprema · %n odluka</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision {0} of {1} · {2}</source>
        <translation>Odluka {0} od {1} · {2}</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Set-up</source>
        <translation>Priprema</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Cannot play on</source>
        <translation>Nije moguće igrati dalje</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+6"/>
        <location line="+11"/>
        <source>Cannot watch game record</source>
        <translation>Zapis igre ne može se prikazati</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Companion cannot show {0} games yet.</source>
        <translation>Companion još ne može prikazati igre {0}.</translation>
    </message>
</context>
<context>
    <name>RoomDock</name>
    <message>
        <location filename="../../ui/net/room_dock.py" line="+42"/>
        <source>Joining the Table</source>
        <translation>Pridruživanje stolu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to Join</source>
        <translation>&amp;Kako se pridružiti</translation>
    </message>
</context>
<context>
    <name>RoundEndScreen</name>
    <message>
        <location filename="../../ui/scout/round_end.py" line="+63"/>
        <location line="+87"/>
        <source>Next round</source>
        <translation>Sljedeća runda</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>New game…</source>
        <translation>Nova igra…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;This round&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ova runda&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Score sheet&lt;/b&gt;</source>
        <translation>&lt;b&gt;List bodova&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Round {0} of {1} is over</source>
        <translation>Runda {0} od {1} je gotova</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>See the table</source>
        <translation>Pogledaj stol</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Captured (+1 each)</source>
        <translation>Osvojene (+1 svaka)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips left (+1 each)</source>
        <translation>Preostali žetoni (+1 svaki)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scout chips (+1 each)</source>
        <translation>Žetoni izviđanja (+1 svaki)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In hand (−1 each)</source>
        <translation>U ruci (−1 svaka)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round score</source>
        <translation>Bodovi runde</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} (no penalty)</source>
        <translation>{0} (bez kazne)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ended the round: takes no hand penalty</source>
        <translation>Kraj runde: bez kazne za ruku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} ended the round and takes no hand penalty (highlighted). The Active Set left on the table scores for nobody.</source>
        <translation>{0} završava rundu i nema kaznu za ruku (istaknuto). Aktivna kombinacija na stolu nikome ne donosi bodove.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two players: every unspent Scout chip scores 1.</source>
        <translation>Dva igrača: svaki nepotrošeni žeton izviđanja donosi 1 bod.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round {0}</source>
        <translation>Runda {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Ukupno</translation>
    </message>
</context>
<context>
    <name>ScoreChartWidget</name>
    <message>
        <location filename="../../ui/lairs/explorer/score_chart.py" line="+34"/>
        <source>Face-up treasures</source>
        <translation>Blago licem prema gore</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Face-down treasures</source>
        <translation>Blago licem prema dolje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defeated monsters</source>
        <translation>Pobijeđena čudovišta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exiting</source>
        <translation>Izlazak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Other</source>
        <translation>Ostalo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Ukupno</translation>
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
        <translation>Scout bilježnik bodova</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New score sheet</source>
        <translation>Novi list bodova</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clockwise around the table</source>
        <translation>U smjeru kazaljke na satu oko stola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starts round 1</source>
        <translation>Počinje 1. rundu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player {0}</source>
        <translation>Igrač {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This player starts round 1; the start moves one seat clockwise each round</source>
        <translation>Ovaj igrač počinje 1. rundu; početak se svake runde pomiče jedno mjesto u smjeru kazaljke na satu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the score sheet</source>
        <translation>Započni list bodova</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>2 players: {0} rounds of {1} cards each (the other half of the deck is set aside for round 2); 3 Scout chips each, +1 for every chip left unspent.</source>
        <translation>2 igrača: {0} runde po {1} karata (druga polovica špila čeka 2. rundu); svaki ima 3 žetona izviđanja, +1 za svaki nepotrošeni.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} players: {1} rounds, {2} cards a round, {3} in each hand; the starting player moves one seat clockwise each round.</source>
        <translation>{0} igrača: broj rundi {1}, karata po rundi {2}, u svakoj ruci {3}; početni igrač pomiče se jedno mjesto u smjeru kazaljke na satu svake runde.</translation>
    </message>
</context>
<context>
    <name>ScoreKeeperWindow</name>
    <message>
        <location filename="../../ui/scout/score_keeper.py" line="+101"/>
        <source>&amp;File</source>
        <translation>&amp;Datoteka</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;New sheet, same players</source>
        <translation>&amp;Novi list, isti igrači</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Scout score sheet (*.json)</source>
        <translation>List bodova za Scout (*.json)</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Play again: a fresh sheet for the same table</source>
        <translation>Igraj opet: novi list za isti stol</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>&amp;Uredi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Correct the selected player&apos;s &amp;name…</source>
        <translation>Ispravi &amp;ime odabranog igrača…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit</source>
        <translation>Uredi</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>{0}, round {1}</source>
        <translation>{0}, runda {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take {0}&apos;s star off</source>
        <translation>Makni zvjezdicu igraču {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} ended round {1}</source>
        <translation>{0} završava {1}. rundu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player&apos;s name</source>
        <translation>Ime igrača</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of {0}:</source>
        <translation>Ime za {0}:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rename {0}</source>
        <translation>Preimenuj {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Score round {0}</source>
        <translation>Boduj {0}. rundu</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Round {0} of {1}: {2} starts</source>
        <translation>Runda {0} od {1}: počinje {2}</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>★ {0} wins with {1} point(s)</source>
        <translation>
            <numerusform>★ {0} pobjeđuje s {1} bodom</numerusform>
            <numerusform>★ {0} pobjeđuje s {1} boda</numerusform>
            <numerusform>★ {0} pobjeđuje s {1} bodova</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>★ {0} share the victory with {1} point(s)</source>
        <translation>
            <numerusform>★ {0} dijele pobjedu s {1} bodom</numerusform>
            <numerusform>★ {0} dijele pobjedu s {1} boda</numerusform>
            <numerusform>★ {0} dijele pobjedu s {1} bodova</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open score sheet</source>
        <translation>Otvori list bodova</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save score sheet</source>
        <translation>Spremi list bodova</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open the score sheet</source>
        <translation>List bodova ne može se otvoriti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot save the score sheet</source>
        <translation>List bodova ne može se spremiti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No recent score sheets</source>
        <translation>Nema nedavnih listova bodova</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>untitled</source>
        <translation>bez naslova</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scout score keeper</source>
        <translation>Scout bilježnik bodova</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>scout scores</source>
        <translation>scout bodovi</translation>
    </message>
</context>
<context>
    <name>ScorePadScene</name>
    <message>
        <location filename="../../ui/scout/score_keeper_pad.py" line="+173"/>
        <source>Round {0}</source>
        <translation>Runda {0}</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>SCOUT</source>
        <translation>SCOUT</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} — double-click to correct the name</source>
        <translation>{0} — dvoklik za ispravak imena</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>winner</source>
        <translation>pobjednik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>leads</source>
        <translation>vodi</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+3"/>
        <source>{0} starts</source>
        <translation>{0} počinje</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting player</source>
        <translation>Početni igrač</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>scored</source>
        <translation>bodovano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>being entered</source>
        <translation>unosi se</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>No hand penalty: ended the round</source>
        <translation>Bez kazne za ruku: završava rundu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round score</source>
        <translation>Bodovi runde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>total {0}</source>
        <translation>ukupno {0}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ended the round: played their last card</source>
        <translation>Završava rundu: posljednja karta odigrana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended the round: nobody beat their Show</source>
        <translation>Završava rundu: nitko nije nadmašio pokazivanje</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Started this round</source>
        <translation>Počinje ovu rundu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Total</source>
        <translation>Ukupno</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Winner</source>
        <translation>Pobjednik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares the victory</source>
        <translation>Dijeli pobjedu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leads so far</source>
        <translation>Zasad vodi</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <location filename="../../ui/lairs/tabletop/score_panel.py" line="+95"/>
        <source>Score chart</source>
        <translation>Tablica bodova</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add treasure</source>
        <translation>Dodaj blago</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick the cards you turn face-up (at most 4)</source>
        <translation>Označi karte koje okrećeš licem prema gore (najviše 4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Ukloni</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+28"/>
        <source>Best face-up choice</source>
        <translation>Najbolji izbor licem prema gore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not out</source>
        <translation>Bez izlaska</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First out (4 VP)</source>
        <translation>Prvi izlazak (4 PB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second out (2 VP)</source>
        <translation>Drugi izlazak (2 PB)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} (base {1})</source>
        <translation>{0} (osnova {1})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Face-up: the best choice, picked for you.</source>
        <translation>Licem prema gore: najbolji izbor, odabran za tebe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Face-up: your choice (the best choice would total {0}).</source>
        <translation>Licem prema gore: tvoj izbor (najbolji izbor dao bi ukupno {0}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Add {0}</source>
        <translation>Dodaj {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove {0}</source>
        <translation>Ukloni {0}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Choose face-up cards</source>
        <translation>Odaberi karte licem prema gore</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick exactly {0} cards to turn face-up ({1} ticked).</source>
        <translation>Označi točno {0} za okretanje licem prema gore (označeno: {1}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exit</source>
        <translation>Izlaz</translation>
    </message>
</context>
<context>
    <name>ScoutActivities</name>
    <message>
        <location filename="../../ui/scout/__init__.py" line="+21"/>
        <source>Play</source>
        <translation>Igraj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot-seat and bots: 2–5 players, Show and Scout with the real cards&apos; look.</source>
        <translation>Za istim uređajem i s botovima: 2–5 igrača, Pokaži i Izvidi s izgledom pravih karata.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score keeper</source>
        <translation>Bilježnik bodova</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The score pad for a game with the real cards: rounds, starting players, the round ender&apos;s star and the totals.</source>
        <translation>Blok za bodove za igru s pravim kartama: runde, početni igrači, zvjezdica igrača koji završi rundu i ukupni zbroj.</translation>
    </message>
</context>
<context>
    <name>ScoutCard</name>
    <message>
        <location filename="../../ui/scout/card.py" line="+51"/>
        <source>{0} (the {1} below, upside down)</source>
        <translation>{0} (dolje {1}, naopako)</translation>
    </message>
</context>
<context>
    <name>ScoutRefusal</name>
    <message>
        <location filename="../../companion/scout/explain.py" line="+19"/>
        <source>it is not a Scout action</source>
        <translation>to nije akcija igre Scout</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is {player}&apos;s decision</source>
        <translation>odlučuje {player}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>first every player decides whether to turn the hand (turn hand / keep hand)</source>
        <translation>najprije svaki igrač odlučuje hoće li okrenuti ruku (okreni ruku / zadrži ruku)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the hand can be turned only before the round&apos;s first turn</source>
        <translation>ruka se može okrenuti samo prije prvog poteza runde</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the hand holds {cards} cards</source>
        <translation>u ruci je karata: {cards}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{set} is not a single, a group or a run</source>
        <translation>{set} nije pojedinačna karta, skupina ni niz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{set} does not beat the Active Set</source>
        <translation>{set} ne nadmašuje aktivnu kombinaciju</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>after a Scout &amp; Show&apos;s Scout comes the Show</source>
        <translation>nakon izviđanja u potezu Izvidi i pokaži slijedi pokazivanje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the table is empty: there is nothing to scout (Show a set)</source>
        <translation>stol je prazan: nema se što izvidjeti (pokaži kombinaciju)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a 2-player game has no Scout &amp; Show</source>
        <translation>igra za 2 igrača nema Izvidi i pokaži</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no Scout chip left: Show a set</source>
        <translation>nema više žetona izviđanja: pokaži kombinaciju</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Scout &amp; Show chip is already spent this round</source>
        <translation>žeton Izvidi i pokaži već je potrošen u ovoj rundi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a one-card Active Set is scouted as left</source>
        <translation>aktivna kombinacija od jedne karte izviđa se kao lijeva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a scouted card goes to a position from 1 to {last}</source>
        <translation>izviđena karta ide na mjesto od 1 do {last}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no Show would beat what is left of the Active Set after this Scout</source>
        <translation>nakon ovog izviđanja nijedno pokazivanje ne bi nadmašilo ostatak aktivne kombinacije</translation>
    </message>
</context>
<context>
    <name>ScoutScoreKeeper</name>
    <message>
        <location filename="../../ui/scout/score_keeper_pad.py" line="-267"/>
        <source>Captured cards</source>
        <translation>Osvojene karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unspent Scout chips</source>
        <translation>Nepotrošeni žetoni izviđanja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scout chips received</source>
        <translation>Primljeni žetoni izviđanja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left in hand</source>
        <translation>Karte preostale u ruci</translation>
    </message>
</context>
<context>
    <name>ScoutScoreSheet</name>
    <message>
        <location filename="../../companion/scout/score_sheet.py" line="+168"/>
        <source>{player} already ended round {round}: a round has one ender (take their star off first)</source>
        <translation>{player} već završava rundu {round}: rundu završava samo jedan igrač (najprije mu makni zvjezdicu)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>round {round} is already finished</source>
        <translation>runda {round} je već gotova</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>finish round {round} before the next one</source>
        <translation>završi rundu {round} prije sljedeće</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a {players}-player game has {rounds} rounds, all played</source>
        <translation>igra s {players} igrača ima {rounds} rundi, sve su odigrane</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>there is no round {round} on the sheet yet</source>
        <translation>na listu još nema runde {round}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>there is no player {player} at a table of {players}</source>
        <translation>za stolom od {players} nema igrača {player}</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Scout is played by {least}–{most} players, not {players}</source>
        <translation>Scout igra {least}–{most} igrača, a ne {players}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>player {player} needs a name</source>
        <translation>igrač {player} treba ime</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>player {player}&apos;s name is longer than {limit} characters</source>
        <translation>ime igrača {player} dulje je od {limit} znakova</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two players are called {name}</source>
        <translation>dva igrača zovu se {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the starting player must be one of the {players} players</source>
        <translation>početni igrač mora biti jedan od {players} igrača</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>round {round}</source>
        <translation>runda {round}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player}: a count cannot be negative ({count})</source>
        <translation>{player}: broj ne može biti negativan ({count})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player}: a 2-player round gives each player {chips} Scout chips, so at most {chips} stay unspent</source>
        <translation>{player}: u rundi za 2 igrača svaki igrač dobiva {chips} žetona izviđanja, pa ih najviše {chips} ostaje nepotrošeno</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{round}: captured cards and hands add up to {held}, but a {players}-player round has only {cards} cards</source>
        <translation>{round}: osvojene karte i ruke zajedno daju {held}, a runda za {players} igrača ima samo {cards} karata</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{round}: the ender must be one of the {players} players</source>
        <translation>{round}: igrač koji završava rundu mora biti jedan od {players} igrača</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} ended {round} by emptying their hand, so no cards are left in it (not {hand})</source>
        <translation>{player} završava {round} pražnjenjem ruke, pa u njoj nema karata (a ne {hand})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{round}: star the player who ended the round (its score needs them)</source>
        <translation>{round}: označi zvjezdicom igrača koji je završio rundu (bodovanje ga treba)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} has no cards left, so they ended {round} by emptying their hand, not with an unbeaten Show</source>
        <translation>{player} nema više karata, pa završava {round} pražnjenjem ruke, a ne nenadmašenim pokazivanjem</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{player}: enter the cards left in hand (a round ends as soon as anyone plays their last card, so only the ender can have none)</source>
        <translation>{player}: unesi karte preostale u ruci (runda završava čim netko odigra posljednju kartu, pa samo taj igrač može biti bez karata)</translation>
    </message>
</context>
<context>
    <name>ScoutStory</name>
    <message>
        <location filename="../../ui/scout/story.py" line="+62"/>
        <source>Round {0} is over: {1}</source>
        <translation>Runda {0} je gotova: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round scores: {0}.</source>
        <translation>Bodovi runde: {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over. {0}</source>
        <translation>Kraj igre. {0}</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Round {0} of {1}: {2} starts.</source>
        <translation>Runda {0} od {1}: počinje {2}.</translation>
    </message>
</context>
<context>
    <name>ScoutTable</name>
    <message>
        <location filename="../../ui/scout/scene.py" line="+93"/>
        <source>Put the scouted card here (place {0})</source>
        <translation>Stavi izviđenu kartu ovdje (mjesto {0})</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>thinking…</source>
        <translation>razmišlja…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>starts</source>
        <translation>počinje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turned the hand</source>
        <translation>ruka okrenuta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>kept the hand</source>
        <translation>ruka zadržana</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n karta u ruci</numerusform>
            <numerusform>%n karte u ruci</numerusform>
            <numerusform>%n karata u ruci</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A card only its holder knows</source>
        <translation>Karta koju zna samo njezin vlasnik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: scouted in plain sight</source>
        <translation>{0}: izviđena naočigled svih</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Captured cards: 1 point each</source>
        <translation>Osvojene karte: 1 bod svaka</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scout chips left: scouting pays one; each left scores 1 at the round&apos;s end</source>
        <translation>Preostali žetoni izviđanja: izviđanje plaća jednim; svaki preostali na kraju runde donosi 1 bod</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scout chips received: 1 point each</source>
        <translation>Primljeni žetoni izviđanja: 1 bod svaki</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;S</source>
        <translation>I&amp;P</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scout &amp; Show chip: ready</source>
        <translation>Žeton Izvidi i pokaži: spreman</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scout &amp; Show chip: used this round</source>
        <translation>Žeton Izvidi i pokaži: iskorišten u ovoj rundi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} pts</source>
        <translation>{0} b.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points from the finished rounds</source>
        <translation>Bodovi iz završenih rundi</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Round {0} of {1}</source>
        <translation>Runda {0} od {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} started</source>
        <translation>Počinje: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The table is empty: any set may be shown</source>
        <translation>Stol je prazan: smije se pokazati bilo koja kombinacija</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Active Set: {0}&apos;s {1}</source>
        <translation>Aktivna kombinacija: {1} igrača {0}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Scout this card: click, then click a gap of your hand (or drag it there); right-click turns it</source>
        <translation>Izvidi ovu kartu: klikni, zatim klikni mjesto u ruci (ili je povuci tamo); desni klik je okreće</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The scouted card goes here; right-click turns it</source>
        <translation>Izviđena karta ide ovdje; desni klik je okreće</translation>
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
        <translation>List bodova…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last finished round&apos;s sheet and the totals</source>
        <translation>List posljednje završene runde i ukupni zbroj</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The game is over: {0}</source>
        <translation>Igra je gotova: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your decision, {0}.</source>
        <translation>Tvoja odluka, {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep your hand or turn it around (on the left).</source>
        <translation>Zadrži ruku ili je okreni (lijevo).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Waiting for {0}…</source>
        <translation>Čeka se {0}…</translation>
    </message>
</context>
<context>
    <name>ScoutWords</name>
    <message>
        <location filename="../../ui/scout/words.py" line="+22"/>
        <source>round {0} of {1}</source>
        <translation>runda {0} od {1}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>single {0}</source>
        <translation>pojedinačna {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pair of {0}s</source>
        <translation>par {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>three {0}s</source>
        <translation>tri {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>four {0}s</source>
        <translation>četiri {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five {0}s</source>
        <translation>pet {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{1} × {0}</source>
        <translation>{1} × {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run {0}</source>
        <translation>niz {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} turns the hand around.</source>
        <translation>{0} okreće ruku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} keeps the hand as dealt.</source>
        <translation>{0} zadržava ruku kako je podijeljena.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} shows {1} on the empty table.</source>
        <translation>{0} pokazuje {1} na prazan stol.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} shows {1} and beats {2}&apos;s {3}.</source>
        <translation>{0} pokazuje {1} i nadmašuje kombinaciju igrača {2}: {3}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the {0}</source>
        <translation>kartu {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the {0} from the left end</source>
        <translation>kartu {0} s lijevog kraja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the {0} from the right end</source>
        <translation>kartu {0} s desnog kraja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} scouts {1}, turned to a {2}, into place {3}</source>
        <translation>{0} izviđa {1}, okreće je na {2} i stavlja na mjesto {3}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} scouts {1} into place {2}</source>
        <translation>{0} izviđa {1} i stavlja je na mjesto {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scout &amp; Show: {0}</source>
        <translation>Izvidi i pokaži: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}, paying a Scout chip.</source>
        <translation>{0}, plaća žetonom izviđanja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}; {1} gets a Scout chip.</source>
        <translation>{0}; {1} dobiva žeton izviđanja.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} played the last card of the hand.</source>
        <translation>{0} odigrava posljednju kartu iz ruke.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} could neither show nor scout, so {1}&apos;s Show stands.</source>
        <translation>{0} ne može ni pokazati ni izvidjeti, pa pokazivanje igrača {1} ostaje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody beat {0}&apos;s Show: everyone else only scouted.</source>
        <translation>Nitko nije nadmašio pokazivanje igrača {0}: svi ostali samo su izviđali.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>{0} point(s)</source>
        <translation>
            <numerusform>{0} bod</numerusform>
            <numerusform>{0} boda</numerusform>
            <numerusform>{0} bodova</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} wins with {1}!</source>
        <translation>{0} pobjeđuje ({1})!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} share the victory with {1} each!</source>
        <translation>{0} dijele pobjedu (svatko {1})!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and </source>
        <translation> i </translation>
    </message>
</context>
<context>
    <name>SeatsBox</name>
    <message>
        <location filename="../../ui/net/seats_box.py" line="+67"/>
        <source>Seats</source>
        <translation>Mjesta</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Seat {0}</source>
        <translation>Mjesto {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on a phone (the table&apos;s web page)</source>
        <translation>na mobitelu (web-stranica stola)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+22"/>
        <source>in Companion</source>
        <translation>u Companionu</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Remove</source>
        <translation>Ukloni</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>free: waiting for a player</source>
        <translation>slobodno: čeka igrača</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bot: {0}</source>
        <translation>bot: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you (at this screen)</source>
        <translation>ti (za ovim zaslonom)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on a phone</source>
        <translation>na mobitelu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>player</source>
        <translation>igrač</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} — away</source>
        <translation>{0} — nije tu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a bot plays for them ({0})</source>
        <translation>bot igra umjesto igrača ({0})</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Wait for a player</source>
        <translation>Čekaj igrača</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wait for them</source>
        <translation>Čekaj povratak igrača</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bot: {0}</source>
        <translation>Bot: {0}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Remove player</source>
        <translation>Ukloni igrača</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take {0}&apos;s seat away from them? In a game a bot plays it from now on.</source>
        <translation>Oduzeti mjesto igraču {0}? U igri to mjesto od sada igra bot.</translation>
    </message>
</context>
<context>
    <name>SessionLock</name>
    <message>
        <location filename="../../ui/shell/session_lock.py" line="+36"/>
        <source>This game is already open in another window.</source>
        <translation>Ova igra je već otvorena u drugom prozoru.</translation>
    </message>
</context>
<context>
    <name>ShellContext</name>
    <message>
        <location filename="../../ui/shell/context.py" line="+147"/>
        <location line="+4"/>
        <source>Cannot open file</source>
        <translation>Datoteka se ne može otvoriti</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{0}: format {1} is not a kind of file Companion opens ({2}, game records).</source>
        <translation>{0}: format {1} nije vrsta datoteke koju Companion otvara ({2}, zapisi igara).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: a JSON file without a &quot;format&quot; name, so not a file Companion wrote.</source>
        <translation>{0}: JSON datoteka bez imena formata („format”), dakle nije datoteka koju je zapisao Companion.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+16"/>
        <location line="+5"/>
        <source>Cannot open game record</source>
        <translation>Zapis igre ne može se otvoriti</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Companion cannot play {0} games yet.</source>
        <translation>Companion još ne može igrati igre {0}.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Cannot resume game</source>
        <translation>Igra se ne može nastaviti</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The autosave is set aside (renamed *.unreadable).</source>
        <translation>Automatski spremljena kopija je odložena (preimenovana u *.unreadable).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cannot keep the game</source>
        <translation>Igra se ne može sačuvati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The finished game is not kept to watch again: {0}: {1}</source>
        <translation>Završena igra nije sačuvana za ponovno gledanje: {0}: {1}</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot recover document</source>
        <translation>Dokument se ne može vratiti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}

The autosaved copy is set aside (renamed *.unreadable).</source>
        <translation>{0}

Automatski spremljena kopija je odložena (preimenovana u *.unreadable).</translation>
    </message>
</context>
<context>
    <name>TableLink</name>
    <message>
        <location filename="../../ui/net/link.py" line="+80"/>
        <source>Not connected to the table: reconnecting…</source>
        <translation>Nema veze sa stolom: ponovno povezivanje…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The table sent what this Companion cannot read ({0}).</source>
        <translation>Stol je poslao nešto što ovaj Companion ne može pročitati ({0}).</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <location filename="../../ui/shell/table_window.py" line="+125"/>
        <source>What happened</source>
        <translation>Što se dogodilo</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{0} is thinking…</source>
        <translation>{0} razmišlja…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not allowed</source>
        <translation>Nije dopušteno</translation>
    </message>
</context>
<context>
    <name>TakeBackAction</name>
    <message>
        <location filename="../../ui/shell/game_menu.py" line="-167"/>
        <source>Undo your last decision (and the bots&apos; answers to it); in hot-seat play only if every player agrees</source>
        <translation>Poništi svoju posljednju odluku (i odgovore botova na nju); za istim uređajem samo ako se svi igrači slože</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Take Back</source>
        <translation>&amp;Vrati potez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Take Back {0}&apos;s Decision</source>
        <translation>&amp;Vrati odluku igrača {0}</translation>
    </message>
</context>
<context>
    <name>TallyEntry</name>
    <message>
        <location filename="../../ui/scout/score_keeper_entry.py" line="+127"/>
        <source>Next player ▸</source>
        <translation>Sljedeći igrač ▸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter the next player&apos;s round (Enter in a box)</source>
        <translation>Unesi rundu sljedećeg igrača (Enter u polju)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the round and score it: it needs the round&apos;s ender and everyone&apos;s cards in hand</source>
        <translation>Provjeri rundu i boduj je: treba igrača koji je završio rundu i karte u ruci svih igrača</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended the round:</source>
        <translation>Kraj runde:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {0} · {1}</source>
        <translation>Runda {0} · {1}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>★ played the last card</source>
        <translation>★ odigrana posljednja karta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ their Show stood (the other was stuck)</source>
        <translation>★ pokazivanje je ostalo (drugi ne može dalje)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ nobody beat their Show</source>
        <translation>★ nitko nije nadmašio pokazivanje</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Score round {0} ✓</source>
        <translation>Boduj {0}. rundu ✓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score the last round ✓</source>
        <translation>Boduj posljednju rundu ✓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every round is scored</source>
        <translation>Sve runde su bodovane</translation>
    </message>
</context>
<context>
    <name>TrackerSetupDialog</name>
    <message>
        <location filename="../../ui/coup/tracker_setup.py" line="+50"/>
        <source>Coup table tracker</source>
        <translation>Coup praćenje stola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players, clockwise from the first</source>
        <translation>Igrači, u smjeru kazaljke na satu od prvog</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inquisitor instead of Ambassador</source>
        <translation>Inkvizitor umjesto Ambasadora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reformation (allegiances, Treasury Reserve)</source>
        <translation>Reformacija (pripadnosti, pričuva blaga)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start tracking</source>
        <translation>Počni praćenje</translation>
    </message>
</context>
<context>
    <name>TrackerWindow</name>
    <message>
        <location filename="../../ui/coup/tracker_window.py" line="+34"/>
        <source>&amp;File</source>
        <translation>&amp;Datoteka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Uredi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit</source>
        <translation>Uredi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next turn ▶</source>
        <translation>Sljedeći potez ▶</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>next turn</source>
        <translation>sljedeći potez</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Claims</source>
        <translation>Tvrdnje</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>Coup tracker session (*.json)</source>
        <translation>Sesija praćenja za Coup (*.json)</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>Add claim</source>
        <translation>Dodaj tvrdnju</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenged: claim stood</source>
        <translation>Izazvano: tvrdnja je stajala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenged: bluff caught</source>
        <translation>Izazvano: blef otkriven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latest claim challenged by</source>
        <translation>Posljednju tvrdnju izaziva:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Unseen cards&lt;/b&gt; (not face up)</source>
        <translation>&lt;b&gt;Neviđene karte&lt;/b&gt; (nisu licem prema gore)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Reminders&lt;/b&gt;</source>
        <translation>&lt;b&gt;Podsjetnici&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Open tracker session</source>
        <translation>Otvori sesiju praćenja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save tracker session</source>
        <translation>Spremi sesiju praćenja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open the session</source>
        <translation>Sesija se ne može otvoriti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot save the session</source>
        <translation>Sesija se ne može spremiti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No recent sessions</source>
        <translation>Nema nedavnih sesija</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>untitled</source>
        <translation>bez naslova</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coup table tracker</source>
        <translation>Coup praćenje stola</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>coup table</source>
        <translation>coup stol</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>claim</source>
        <translation>tvrdnja</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>challenge</source>
        <translation>izazov</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Treasury: %n coin(s)</source>
        <translation>
            <numerusform>Blago: %n novčić</numerusform>
            <numerusform>Blago: %n novčića</numerusform>
            <numerusform>Blago: %n novčića</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Treasury Reserve: {0}</source>
        <translation>Pričuva blaga: {0}</translation>
    </message>
</context>
<context>
    <name>TreasureCardWidget</name>
    <message>
        <location filename="../../ui/lairs/treasure_card.py" line="+75"/>
        <source>{0} A stand-in card: only 4 treasure cards are published, so Companion made this one up from the same types and bonus kinds. Enter your copy&apos;s cards in the launcher&apos;s Lairs → My box to play with them instead.</source>
        <translation>{0} Zamjenska karta: objavljene su samo 4 karte blaga, pa je Companion ovu izmislio od istih vrsta i bonusa. Unesi karte svoje kutije u pokretaču pod Lairs → Moja kutija da igraš s njima.</translation>
    </message>
    <message numerus="yes">
        <location line="+64"/>
        <source>The treasure deck: %n card(s), face down</source>
        <translation>
            <numerusform>Špil blaga: %n karta, licem prema dolje</numerusform>
            <numerusform>Špil blaga: %n karte, licem prema dolje</numerusform>
            <numerusform>Špil blaga: %n karata, licem prema dolje</numerusform>
        </translation>
    </message>
    <message>
        <location line="+105"/>
        <source>face-up</source>
        <translation>licem prema gore</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 VP</source>
        <translation>1 PB</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>no bonus</source>
        <translation>bez bonusa</translation>
    </message>
</context>
<context>
    <name>TreasureNames</name>
    <message>
        <location filename="../../companion/lairs/treasures.py" line="-87"/>
        <source>Tranquil Goblet</source>
        <translation>Mirni pehar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scroll of Harmony</source>
        <translation>Svitak sklada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moon Shard</source>
        <translation>Mjesečev ulomak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sun Shard</source>
        <translation>Sunčev ulomak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Atlas of Lost Halls</source>
        <translation>Atlas izgubljenih dvorana</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bestiary</source>
        <translation>Bestijarij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hymnal</source>
        <translation>Pjesmarica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jade Idol</source>
        <translation>Idol od žada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gargoyle Figurine</source>
        <translation>Figurica gargojla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scroll of Shadows</source>
        <translation>Svitak sjena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll of Radiance</source>
        <translation>Svitak sjaja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Amulet of Warding</source>
        <translation>Amulet zaštite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serpent Amulet</source>
        <translation>Zmijski amulet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sunstone Amulet</source>
        <translation>Amulet od sunčanog kamena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chalice of Dawn</source>
        <translation>Kalež zore</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Goblet of Dusk</source>
        <translation>Pehar sumraka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Shard</source>
        <translation>Zvjezdani ulomak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Crown of Whispers</source>
        <translation>Kruna šapata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gilded Circlet</source>
        <translation>Pozlaćeni diadem</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Orb of Stillness</source>
        <translation>Kugla tišine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storm Orb</source>
        <translation>Olujna kugla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Orb of Embers</source>
        <translation>Kugla žara</translation>
    </message>
</context>
<context>
    <name>TreasureRow</name>
    <message>
        <location filename="../../ui/lairs/treasure_card.py" line="+34"/>
        <source>{0} stand-in card</source>
        <translation>{0} zamjenska karta</translation>
    </message>
</context>
<context>
    <name>TreasureWords</name>
    <message>
        <location filename="../../companion/lairs/treasures.py" line="-16"/>
        <source>Book</source>
        <translation>Knjiga</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Statue</source>
        <translation>Kip</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll</source>
        <translation>Svitak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Amulet</source>
        <translation>Amulet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cup</source>
        <translation>Pehar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shard</source>
        <translation>Ulomak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crown</source>
        <translation>Kruna</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Orb</source>
        <translation>Kugla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Harmony</source>
        <translation>Sklad</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Radiance</source>
        <translation>Sjaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shadow</source>
        <translation>Sjena</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <location filename="../../ui/scout/prompt.py" line="+116"/>
        <source>Show the selected cards</source>
        <translation>Pokaži odabrane karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: playable sets</source>
        <translation>Savjet: kombinacije za igru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the card ↻</source>
        <translation>Okreni kartu ↻</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Scout it here</source>
        <translation>Izvidi je ovdje</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Scout &amp;&amp; Show</source>
        <translation>Izvidi &amp;&amp; pokaži</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start over</source>
        <translation>Kreni ispočetka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keys: ←/→ (Shift: more cards), N next playable set, Enter show · L/R pick an end, T turn, ←/→ its gap, Enter scout, Shift+Enter Scout &amp; Show · Esc start over</source>
        <translation>Tipke: ←/→ (Shift: više karata), N sljedeća moguća kombinacija, Enter pokaži · L/R odaberi kraj, T okreni, ←/→ njezino mjesto, Enter izvidi, Shift+Enter Izvidi i pokaži · Esc ispočetka</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Scout &amp; Show: now show a set that beats {0}.</source>
        <translation>Izvidi i pokaži: sada pokaži kombinaciju jaču od ove: {0}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the empty table</source>
        <translation>prazan stol</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: show any set (click a card; shift-click or drag for more).</source>
        <translation>Tvoj potez: pokaži bilo koju kombinaciju (klikni kartu; Shift+klik ili povlačenje za više).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: beat the {0} with a Show, or scout an end card of it.</source>
        <translation>Tvoj potez: pokaži jaču kombinaciju od ove ({0}) ili izvidi njezinu rubnu kartu.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n Scout chip(s) left</source>
        <translation>
            <numerusform>Preostao je %n žeton izviđanja</numerusform>
            <numerusform>Preostala su %n žetona izviđanja</numerusform>
            <numerusform>Preostalo je %n žetona izviđanja</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Scout it here and end the round</source>
        <translation>Izvidi je ovdje i završi rundu</translation>
    </message>
    <message numerus="yes">
        <location line="+56"/>
        <source>%n set(s) of your hand can be shown.</source>
        <translation>
            <numerusform>Iz ruke se može pokazati %n kombinacija.</numerusform>
            <numerusform>Iz ruke se mogu pokazati %n kombinacije.</numerusform>
            <numerusform>Iz ruke se može pokazati %n kombinacija.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This Scout ends the round: you could then neither Show nor Scout, so {0}&apos;s Show stands and {0} takes no hand penalty.</source>
        <translation>Ovo izviđanje završava rundu: tada ne bi mogao ni pokazati ni izvidjeti, pa pokazivanje igrača {0} ostaje i {0} nema kaznu za ruku.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This Scout ends the round: play comes back to {0}, whose Show nobody beat, and {0} takes no hand penalty.</source>
        <translation>Ovo izviđanje završava rundu: igra se vraća igraču {0}, čije pokazivanje nitko nije nadmašio, i {0} nema kaznu za ruku.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scout &amp; Show would not: your Show follows it.</source>
        <translation>Izvidi i pokaži ne bi: tvoje pokazivanje slijedi.</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Scouting the {0}. Click a gap of your hand, or drag the card there (T or right-click turns it).</source>
        <translation>Izviđaš kartu {0}. Klikni mjesto u ruci ili povuci kartu tamo (T ili desni klik je okreće).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your hand would read {0}.</source>
        <translation>Tvoja ruka bila bi {0}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(Scout &amp; Show: no Show would beat what is left.)</source>
        <translation>(Izvidi i pokaži: nijedno pokazivanje ne bi nadmašilo ono što ostaje.)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> Or click an end card of the Active Set to scout it.</source>
        <translation> Ili klikni rubnu kartu aktivne kombinacije da je izvidiš.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No set of your hand beats it: scout a card.</source>
        <translation>Nijedna kombinacija iz tvoje ruke ne nadmašuje je: izvidi kartu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show {0}: press Enter or the Show button.</source>
        <translation>Pokaži {0}: pritisni Enter ili gumb Pokaži.</translation>
    </message>
</context>
<context>
    <name>TurnsChart</name>
    <message>
        <location filename="../../ui/lairs/explorer/difficulty_dialog.py" line="-179"/>
        <source>{0} out · {1} VP</source>
        <translation>{0} vani · {1} PB</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <location filename="../../ui/lairs/validation_panel.py" line="+67"/>
        <source>All features placed</source>
        <translation>Svi elementi postavljeni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>17–20 walls</source>
        <translation>17–20 zidova</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every cell reachable from Start</source>
        <translation>Svako polje dostupno od Početka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peril Rule: each goal past ≤ 1 trap and ≤ 1 monster</source>
        <translation>Pravilo opasnosti: svaki cilj pokraj ≤ 1 zamke i ≤ 1 čudovišta</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>&lt;b&gt;Goals&lt;/b&gt; (select one to see its legal path)</source>
        <translation>&lt;b&gt;Ciljevi&lt;/b&gt; (odaberi jedan da vidiš njegov dopušteni put)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Valid dungeon</source>
        <translation>Ispravna tamnica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} of 4 rules broken</source>
        <translation>Prekršena pravila: {0} od 4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>needs a Start</source>
        <translation>treba Početak</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Dead ends: {0} · loops: {1}</source>
        <translation>Slijepe ulice: {0} · petlje: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>nema</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Exit</source>
        <translation>Izlaz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chest</source>
        <translation>Škrinja</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: no legal path</source>
        <translation>{0}: nema dopuštenog puta</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n korak</numerusform>
            <numerusform>%n koraka</numerusform>
            <numerusform>%n koraka</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 trap</source>
        <translation>1 zamka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 monster</source>
        <translation>1 čudovište</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: {1}, no hazard on the way</source>
        <translation>{0}: {1}, bez opasnosti na putu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: {1}, past {2}</source>
        <translation>{0}: {1}, pokraj: {2}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> and </source>
        <translation> i </translation>
    </message>
</context>
<context>
    <name>VerdictBadge</name>
    <message>
        <location filename="../../ui/lairs/explorer/difficulty_dialog.py" line="-78"/>
        <source>&lt;span style=&apos;font-size:28pt&apos;&gt;–&lt;/span&gt;&lt;br&gt;not run yet</source>
        <translation>&lt;span style=&apos;font-size:28pt&apos;&gt;–&lt;/span&gt;&lt;br&gt;još nije pokrenuto</translation>
    </message>
</context>
<context>
    <name>dialog</name>
    <message>
        <location filename="../../ui/lairs/explorer/__init__.py" line="+69"/>
        <source>Cannot host the table</source>
        <translation>Stol se ne može otvoriti</translation>
    </message>
</context>
<context>
    <name>form</name>
    <message>
        <location filename="../../ui/shell/play_activity.py" line="+54"/>
        <source>Cannot host the table</source>
        <translation>Stol se ne može otvoriti</translation>
    </message>
</context>
<context>
    <name>lairs</name>
    <message>
        <location filename="../../ui/lairs/__init__.py" line="+33"/>
        <source>Dungeon editor</source>
        <translation>Uređivač tamnica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build a dungeon with live rule checks, generate one, print it</source>
        <translation>Izgradi tamnicu uz provjeru pravila uživo, generiraj je ili ispiši</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lairs dungeon (*.json)</source>
        <translation>Tamnica za Lairs (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/lairs/box/__init__.py" line="+44"/>
        <source>My box: cards and die</source>
        <translation>Moja kutija: karte i kockica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your copy&apos;s treasure cards and die faces, for the difficulty report</source>
        <translation>Karte blaga i strane kockice tvog primjerka, za izvještaj o težini</translation>
    </message>
    <message>
        <location filename="../../ui/lairs/explorer/__init__.py" line="+28"/>
        <source>Play</source>
        <translation>Igraj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A full game against a friend (hot-seat) or a bot</source>
        <translation>Cijela igra protiv prijatelja (za istim uređajem) ili bota</translation>
    </message>
    <message>
        <location filename="../../ui/lairs/tabletop/__init__.py" line="+51"/>
        <source>Builder&apos;s console</source>
        <translation>Graditeljeva konzola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table: follow your opponent through your dungeon, see what to tell</source>
        <translation>Za stolom: prati protivnika kroz svoju tamnicu i vidi što mu reći</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lairs Builder&apos;s console (*.json)</source>
        <translation>Graditeljeva konzola za Lairs (*.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Map sheet</source>
        <translation>List mape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table: your map sheet, energy mat, achievements and score chart</source>
        <translation>Za stolom: tvoj list mape, ploča energije, postignuća i tablica bodova</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lairs table sheet (*.json)</source>
        <translation>List za stol za Lairs (*.json)</translation>
    </message>
</context>
<context>
    <name>seats</name>
    <message>
        <location filename="../../ui/shell/seats.py" line="+45"/>
        <source>Easy</source>
        <translation>Lako</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normalno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Teško</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Human</source>
        <translation>Čovjek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bot: {0}</source>
        <translation>Bot: {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player on another device</source>
        <translation>Igrač na drugom uređaju</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joins over the network from their own Companion: you host the table</source>
        <translation>Pridružuje se preko mreže iz vlastitog Companiona: ti si voditelj stola</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seat {0}</source>
        <translation>Mjesto {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ada, Ben, Cleo, Dan, Eve, Finn, Gia, Hugo, Iris, Jon</source>
        <comment>the players&apos; names a new game suggests: ten common first names, comma-separated, none of them a word of the games</comment>
        <translation>Ana, Boris, Cvita, Dario, Ema, Filip, Goran, Hana, Ivan, Jelena</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>Players</source>
        <translation>Igrači</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+ Add a seat</source>
        <translation>+ Dodaj mjesto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove this seat (the seats after it move up)</source>
        <translation>Ukloni ovo mjesto (mjesta nakon njega pomiču se gore)</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Every seat needs a distinct name.</source>
        <translation>Svako mjesto treba zasebno ime.</translation>
    </message>
</context>
</TS>
