"""Batch 350 (held out). A gaming group organising a LAN night: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Jake's hosting a LAN in his parents' garage on sat 12th feb 2050 - eight of them, cs then an aoe2 tourney,
mario kart on the tv for breaks, pizza. The group's discord bot keeps the channel as a chat history; each turn the
chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 (mon 7/2, Jake) is the LAN - sat 12th from 2ish, drop
ur rigs off fri after 6 so we can set up. Turn 2 is headsets and the 8-person cap. In turn 3 (wed 9/2) Jake says
change of plan, he's got work fri now, so drop ur pc off tmrw after 8 instead, his mum's in if he's not. Turns 4 to
8 are the games, pizza money, the old pinned invite (copied in, still "drop-off fri after 6", he'll edit it),
ethernet and who's in. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, thu 10/2,
Ryan): "wait when do i drop my pc off again 🖥️" -> expected tonight, thu 10th, after 8 ("tmrw" said on wed 9th).
The assistant says fri after 6.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
drop-off to thursday after 8 was in the history and in every window from turn 3 to turn 8, and this trim cut it
from the window the model saw. The question is temporal: "tmrw" only resolves against turn 3's own date (wed 9th),
which makes it tonight for Ryan. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn
9's (nothing on "tmrw after 8", work fri or his mum); the pinned invite, pizza and the ethernet turn are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b350_langchain_lan_pc_dropoff_when_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "[thu 10/2 17:52] ryan: wait when do i drop my pc off again 🖥️"
TURNS = [
    ("[mon 7/2 19:30] jake: LAN @ mine sat 12th 🎮🎮\njake: garage, starts 2ish, goes till w/e\n"
     "jake: drop ur rigs off fri after 6 so we can set up",
     "noted: LAN at jake's garage sat 12th from 2ish, rigs dropped off fri after 6."),
    ("[mon 7/2 19:41] jake: bring ur own headset + mouse obv\njake: max 8 of us bc of the sockets",
     "got it - own headset + mouse, 8 max."),
    ("[wed 9/2 22:05] jake: change of plan\njake: got work fri now 😭\njake: so drop ur pc off tmrw after 8 instead\n"
     "jake: my mum's in if i'm not",
     "ok - drop-off moved to thu 10th after 8 (jake's working fri), his mum's in if he isn't."),
    ("[wed 9/2 22:20] zain: games?? cs first pls\ntash: then the aoe2 tourney 🏰\njake: mario kart on the tv for breaks",
     "games: cs first, then the aoe2 tourney, mario kart on the tv for breaks."),
    ("[thu 10/2 09:12] jake: pizza £8 each 🍕 send to my monzo\njake: ordering like 7ish sat",
     "pizza £8 each to jake's monzo, ordering about 7 on sat."),
    ("[thu 10/2 09:15] jake: this is the old pinned one lol i'll edit it later\n"
     "jake: 'LAN @ jake's 🎮 sat 12th from 2ish · drop-off fri after 6 · bring headset/mouse'",
     "seen the pinned invite text."),
    ("[thu 10/2 11:40] mo: do we need ethernet\njake: ye i've got a 16 port switch\njake: bring a 5m cable if u can",
     "bring a 5m ethernet cable if you can - jake's got a 16 port switch."),
    ("[thu 10/2 13:03] jake: who's actually in\njake: me ryan zain tash mo ellis + maybe leo",
     "in: jake, ryan, zain, tash, mo, ellis, maybe leo."),
    (QUESTION,
     "fri after 6 🖥️ jake's setting up then"),
]
WINDOW = 11
GONE = ("tmrw after 8", "got work fri", "my mum's in", "drop-off moved", "thu 10th after 8")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("drop-off fri after 6" in str(m.content) for m in window), window
            assert any("pizza £8 each" in str(m.content) for m in window), window
            assert any("bring a 5m cable" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("drop ur pc off tmrw after 8 instead" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(the LAN crew's discord channel - jake's hosting a LAN in his garage "
                                            "sat 12 feb 2050; today thu 10 feb 2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="tonight (thu 10th) after 8 - jake's got work fri so he moved it on wed to 'tmrw after 8'",
       actual=reply)
