"""Batch 284 (held out). A community garden's plots and tool shed: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Bev (coordinator of Oakwood Lane Community Garden - 24 plots, a polytunnel, a shared tool shed) chats with the
garden's helper through the autumn of 2051 so it can answer plot holders; each turn the chat is trimmed to its last
11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 (2051-09-02) is the autumn rules - bonfires Oct to Feb,
weekdays only, dry stuff, put it out before you go. Turn 2 is the rents. In turn 3 (19/9) Bev says to scrap what she
said about bonfires - the council's environmental health wrote after the Oakwood Lane lot complained about smoke on
their washing, so no bonfires at all from now on, full stop; green waste goes in the skip by the gate. Turns 4 to 8
are the shed rota, the compost bays, the rules sheet she pasted from the shed door (still last year's: "bonfires
Oct-Feb weekdays only, dry stuff"), the seed swap and the winter water. By turn 9 the trim drops turns 1 to 3; turns
4 to 8 stay. Question (turn 9, Tue 14/11, for Dave on plot 3): "can I burn my old bean canes + a couple of pallets
on my plot thurs? it's a weekday 🔥" -> expected no - no bonfires at all now, the canes and pallets go in the skip.
The assistant says yes, weekdays Oct-Feb are fine.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that banned
bonfires was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on
environmental health, "full stop" or the skip); the pasted shed-door rules, the compost and the seed swap are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b284_langchain_garden_bonfire_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "Dave (plot 3) asks: can I burn my old bean canes + a couple of pallets on my plot thurs? it's a weekday 🔥"
BAN = "so NO bonfires at all from now on, full stop"
TURNS = [
    ("2051-09-02 autumn rules for the group 🍂 bonfires Oct-Feb, weekdays only, dry stuff only (no green, no "
     "plastic), put it out b4 u go. can u keep track so I don't get 20 messages asking",
     "Will do - bonfires October to February, weekdays only, dry material only, and out before you leave."),
    ("rents for next yr - £45 full plot, £25 half, bus pass = half price (AGM voted). due 1st May",
     "Rents for 2052: £45 a full plot, £25 a half, half price with a bus pass; due 1st May."),
    ("19/9 right, scrap what I said abt bonfires 🙄 council environmental health have written to us after the "
     "Oakwood Lane lot complained abt smoke on their washing, " + BAN + ". green waste in the skip by the gate, "
     "they empty it 1st mon of the month",
     "Understood - no bonfires at all any more after the environmental health letter; green waste goes in the skip "
     "by the gate, emptied the first Monday of each month."),
    ("shed rota for the winter - Tom sats, me weds, anyone else pls ask b4 taking the rotavator out",
     "Winter shed rota: Tom on Saturdays, Bev on Wednesdays; ask before taking the rotavator."),
    ("compost bays - bay 1 filling, bay 2 turning, bay 3 ready to use, help yourselves 🪱",
     "Compost: bay 1 is filling, bay 2 is being turned, bay 3 is ready - help yourselves."),
    ("Kath wants the rules for her new plot 14 person so pasting what's on the shed door: 'OAKWOOD LANE CG - 1. rent "
     "by 1st May 2. paths clear 3. bonfires Oct-Feb weekdays only, dry stuff 4. no strimming b4 9 on sat 5. lock "
     "the shed'. laminated it last yr lol",
     "That's the sheet from the shed door - I'll pass it on to Kath for the new plot 14 holder."),
    ("seed swap sat 4th nov in the polytunnel 10-12, bring envelopes + labels, Kath's doing flapjacks",
     "Seed swap Saturday 4 November in the polytunnel, 10 till 12 - envelopes and labels, flapjacks from Kath."),
    ("troughs get switched off 6th nov for the winter so the pipes don't burst, water butts only after that",
     "The troughs go off on 6 November for the winter; water butts only after that."),
    (QUESTION,
     "Yes - Thursday's a weekday and it's between October and February, so that's fine. Dry stuff only, and make "
     "sure it's out before you go."),
]
WINDOW = 11
GONE = ("environmental health", "full stop", "skip")


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
            assert not any(w in str(m.content).lower() for m in window for w in GONE), window
            assert any("bonfires Oct-Feb weekdays only, dry stuff" in str(m.content) for m in window), window
            assert any("bay 3 ready to use" in str(m.content) for m in window), window
            assert any("seed swap" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any(BAN in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Bev's chat - she coordinates Oakwood Lane Community Garden; today Tue 14 "
                                            "November 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="no - bonfires were stopped altogether after the council's letter; canes and pallets go in "
                          "the skip by the gate", actual=reply)
