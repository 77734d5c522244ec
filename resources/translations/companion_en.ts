<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BoxWindow</name>
    <message numerus="yes">
        <source>Imported %n card(s) from {0}; Save keeps them.</source>
        <translation>
            <numerusform>Imported %n card from {0}; Save keeps them.</numerusform>
            <numerusform>Imported %n cards from {0}; Save keeps them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %n card(s) and the die in {0}</source>
        <translation>
            <numerusform>Saved %n card and the die in {0}</numerusform>
            <numerusform>Saved %n cards and the die in {0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoupEnding</name>
    <message numerus="yes">
        <source>{0} won {1} of %n challenge(s).</source>
        <translation>
            <numerusform>{0} won {1} of %n challenge.</numerusform>
            <numerusform>{0} won {1} of %n challenges.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bluff(s)</source>
        <translation>
            <numerusform>%n bluff</numerusform>
            <numerusform>%n bluffs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoupPrompt</name>
    <message numerus="yes">
        <source>Your turn. With %n coin(s) you must Coup.</source>
        <translation>
            <numerusform>Your turn. With %n coin you must Coup.</numerusform>
            <numerusform>Your turn. With %n coins you must Coup.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn (%n coin(s)). Choose an action.</source>
        <translation>
            <numerusform>Your turn (%n coin). Choose an action.</numerusform>
            <numerusform>Your turn (%n coins). Choose an action.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoupTable</name>
    <message numerus="yes">
        <source>{0}: %n coin(s)</source>
        <translation>
            <numerusform>{0}: %n coin</numerusform>
            <numerusform>{0}: %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Court deck: %n card(s)</source>
        <translation>
            <numerusform>Court deck: %n card</numerusform>
            <numerusform>Court deck: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Treasury: %n coin(s)</source>
        <translation>
            <numerusform>Treasury: %n coin</numerusform>
            <numerusform>Treasury: %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Treasury Reserve: %n coin(s)</source>
        <translation>
            <numerusform>Treasury Reserve: %n coin</numerusform>
            <numerusform>Treasury Reserve: %n coins</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoupTableWindow</name>
    <message numerus="yes">
        <source>The game is over after %n turn(s).</source>
        <translation>
            <numerusform>The game is over after %n turn.</numerusform>
            <numerusform>The game is over after %n turns.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameSetupDialog</name>
    <message numerus="yes">
        <source>Treasure cards from my box (%n card(s))</source>
        <translation>
            <numerusform>Treasure cards from my box (%n card)</numerusform>
            <numerusform>Treasure cards from my box (%n cards)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IntrigeHelper</name>
    <message numerus="yes">
        <source>{0} ducat(s)</source>
        <translation>
            <numerusform>{0} ducat</numerusform>
            <numerusform>{0} ducats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Island: %n scholar(s), out of the game for good</source>
        <translation>
            <numerusform>The Island: %n scholar, out of the game for good</numerusform>
            <numerusform>The Island: %n scholars, out of the game for good</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IntrigeTable</name>
    <message numerus="yes">
        <source>{0} ducat(s)</source>
        <translation>
            <numerusform>{0} ducat</numerusform>
            <numerusform>{0} ducats</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IntrigeWords</name>
    <message numerus="yes">
        <source>{0} wins with {1} ducat(s)!</source>
        <translation>
            <numerusform>{0} wins with {1} ducat!</numerusform>
            <numerusform>{0} wins with {1} ducats!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} share the victory with {1} ducat(s)!</source>
        <translation>
            <numerusform>{0} share the victory with {1} ducat!</numerusform>
            <numerusform>{0} share the victory with {1} ducats!</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <source>{0} — {1}&apos;s table {2}: %n seat(s) free</source>
        <translation>
            <numerusform>{0} — {1}&apos;s table {2}: %n seat free</numerusform>
            <numerusform>{0} — {1}&apos;s table {2}: %n seats free</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LairsExplorer</name>
    <message numerus="yes">
        <source>%n die/dice</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have only %n Fresh or Conserved cube(s), so Spent cubes make up the rest.</source>
        <translation>
            <numerusform>You have only %n Fresh or Conserved cube, so Spent cubes make up the rest.</numerusform>
            <numerusform>You have only %n Fresh or Conserved cubes, so Spent cubes make up the rest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hustle: up to %n more Creep(s) — click a cell on the map, or stop.</source>
        <translation>
            <numerusform>Hustle: up to %n more Creep — click a cell on the map, or stop.</numerusform>
            <numerusform>Hustle: up to %n more Creeps — click a cell on the map, or stop.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message numerus="yes">
        <source>Waiting for %n more player(s) (or give their seats to bots).</source>
        <translation>
            <numerusform>Waiting for %n more player (or give the seat to a bot).</numerusform>
            <numerusform>Waiting for %n more players (or give their seats to bots).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n more player(s).</source>
        <translation>
            <numerusform>Waiting for %n more player.</numerusform>
            <numerusform>Waiting for %n more players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message numerus="yes">
        <source>Set-up · %n decision(s)</source>
        <translation>
            <numerusform>Set-up · %n decision</numerusform>
            <numerusform>Set-up · %n decisions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreKeeperWindow</name>
    <message numerus="yes">
        <source>★ {0} wins with {1} point(s)</source>
        <translation>
            <numerusform>★ {0} wins with {1} point</numerusform>
            <numerusform>★ {0} wins with {1} points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>★ {0} share the victory with {1} point(s)</source>
        <translation>
            <numerusform>★ {0} share the victory with {1} point</numerusform>
            <numerusform>★ {0} share the victory with {1} points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoutTable</name>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoutWords</name>
    <message numerus="yes">
        <source>{0} point(s)</source>
        <translation>
            <numerusform>{0} point</numerusform>
            <numerusform>{0} points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrackerWindow</name>
    <message numerus="yes">
        <source>Treasury: %n coin(s)</source>
        <translation>
            <numerusform>Treasury: %n coin</numerusform>
            <numerusform>Treasury: %n coins</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TreasureCardWidget</name>
    <message numerus="yes">
        <source>The treasure deck: %n card(s), face down</source>
        <translation>
            <numerusform>The treasure deck: %n card, face down</numerusform>
            <numerusform>The treasure deck: %n cards, face down</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message numerus="yes">
        <source>%n Scout chip(s) left</source>
        <translation>
            <numerusform>%n Scout chip left</numerusform>
            <numerusform>%n Scout chips left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of your hand can be shown.</source>
        <translation>
            <numerusform>%n set of your hand can be shown.</numerusform>
            <numerusform>%n sets of your hand can be shown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
</context>
</TS>
