"""Batch 37 (held out). A family moving house, one running chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 14 messages, token_counter=len, start_on human), one root span per turn.

App: Claire and Rob are moving from Kidderminster to a house in Malvern with two kids and a cat. Claire keeps one
chat going with an assistant about the move (removals, solicitors, utilities, school). Each turn the app trims the
history to the last 14 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is the removals booking: "booked Hart Removals for
fri 28th!! 3 lads + the big lorry, there at 7.30am. he reckons loading is 4hrs + an hour's drive + 3hrs to unload
so basically all day. £1,350 incl packing the kitchen thurs". Later turns are the solicitor, the meters, the school
and the cat; turn 6 has the completion time and the agent's keys at 2. By turn 8 the trim no longer keeps turn 1.
Question (turn 8, Mon 24/3): "how long's the removal going to take on the day?" -> expected about 8 hours (4 to load,
an hour's drive, 3 to unload). The assistant says it doesn't have that and goes by the keys at 2.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 8 (inside fault()). Asserted: turn 1 is
in every window before turn 8 and missing from turn 8's, which holds the completion time and the keys. Another
reading: a response fault is ruled out, as the removal times are not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b37_langchain_moving_removals_length_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("booked Hart Removals for fri 28th!! 3 lads + the big lorry, there at 7.30am. he reckons loading is 4hrs + an "
     "hour's drive + 3hrs to unload so basically all day. £1,350 incl packing the kitchen thurs",
     "Hart Removals, Fri 28 March from 7.30am, GBP 1,350 with kitchen packing on Thursday."),
    ("solicitor (Jen @ Hallidays) says exchange should be weds 26th if the buyer's mortgage offer lands",
     "Exchange pencilled for Wed 26th."),
    ("note to self - meter readings on the day, gas meter's in the cupboard under the stairs at the new place",
     "Meter readings on moving day; new gas meter under the stairs."),
    ("Octopus for the new house, set up online, starts 28/3. cancelled British Gas at the old one from the same day",
     "Energy switched for the 28th."),
    ("school - Alfie + Maisie start at Northleigh after easter, uniform from the shop on Church St",
     "Northleigh after Easter; uniform on Church St."),
    ("Jen says completion usually goes through by 1ish, agent'll have the keys for us from 2pm",
     "Completion around 1pm, keys from the agent at 2."),
    ("cat's going to mum's for the wkend so she doesnt freak out, Rob's dropping her thurs night",
     "Cat at your mum's Thursday to Sunday."),
    ("how long's the removal going to take on the day?",
     "I don't have a time from the removal firm, but you can't get in till the agent hands the keys over at 2pm, "
     "so probably an afternoon's unloading once you're in."),
]
WINDOW = 14


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
            assert not any(t in str(m.content) for m in window for t in ("4hrs", "3hrs to unload", "Hart")), window
            assert any("keys for us from 2pm" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("loading is 4hrs" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Claire's moving notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Pretty much the whole day - about 8 hrs all in", actual=reply)
