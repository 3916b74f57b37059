"""Batch 383 (held out). A family BBQ joint's big catering job: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: Kolacny's Bar-B-Q are catering the Garza girl's quinceanera on Sat 10/8/2050 at the K of C hall in Pecan Flat -
brisket and sausage plates, beans, tater salad, slaw. Junior (the pitmaster) plans it in a chat with the joint's
helper over a couple of weeks; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the job - 150 people, figure 1/3 lb cooked brisket a
head, so 50 lbs cooked. Turn 2 is the sausage. In turn 3 Junior says scrub that 150 - Mrs. Garza called, her
sister's whole side is coming up from Rio Chiquito, so it's 210 now, same 1/3 lb a head. Turns 4 to 8 are the sides,
the packers (Sysco's run about 14 lbs raw, about half yield, 1/3 lb cooked a head like always), the pit plan,
Darlene's invoice draft (still "150 guests @ $22 = $3,300", she's fixin to redo it) and the van. By turn 9 the trim
drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Tue 10/4): "how many lbs of cooked brisket we need for the
Garza quince? orderin packers tomorrow" -> expected 70 lbs (210 x 1/3 lb). The assistant says 50 lbs.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made it
210 people was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 210,
Rio Chiquito or "scrub that"); the invoice draft's 150, the 1/3 lb a head and the pit plan are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b383_langchain_bbq_quince_brisket_lbs_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many lbs of cooked brisket we need for the Garza quince? orderin packers tomorrow"
TURNS = [
    ("GARZA QUINCE sat 10/8 at the K of C hall, 150 ppl, brisket + sausage plates. figure 1/3 lb cooked brisket a "
     "head so 50 lbs cooked. help me keep this one straight, it's a big un",
     "Got it - Garza quinceanera Sat 10/8 at the K of C hall, 150 people, brisket and sausage plates; at 1/3 lb "
     "cooked a head that's 50 lbs of cooked brisket."),
    ("sausage - 1 link a head, gettin it from Weikel's market in town, regular + jalapeno half n half",
     "One link a head from Weikel's market, half regular and half jalapeno."),
    ("scrub that 150 - Mrs. Garza just called, her sister's whole side is comin up from Rio Chiquito so it's 210 "
     "now 😳 same 1/3 lb a head, same menu. she's good for it",
     "Updated: the Garza job is 210 people now (her sister's family from Rio Chiquito), same menu and same 1/3 lb of "
     "cooked brisket a head."),
    ("sides - beans, tater salad (Aunt Rosie's), slaw. 4 hotel pans each + a pan of jalapenos + onions",
     "Sides: beans, Aunt Rosie's potato salad and slaw, four hotel pans each, plus a pan of jalapenos and onions."),
    ("packers - the Sysco ones run about 14 lbs raw, we lose about half on the cook. 1/3 lb cooked a head like "
     "always",
     "Sysco packers about 14 lbs raw, roughly half yield after the cook, and 1/3 lb cooked a head as usual."),
    ("pit plan - briskets on the big Oyler fri 10/7 at 10p, wrap round 6a, off by noon + rest in the cambros. "
     "sausage on the offset sat 1p",
     "Pit plan: briskets on the Oyler Fri 10/7 at 10p, wrapped about 6a, off by noon to rest in the cambros; "
     "sausage on the offset Sat at 1p."),
    ("Darlene's invoice draft says 'Garza quinceanera - 150 guests @ $22 = $3,300, deposit $1,000 rec'd' - she's "
     "fixin to redo it, can u check the math on the rest",
     "The rest of the invoice adds up; just the line you mentioned to fix."),
    ("van - me + Cody in the catering van, leave the joint 4p sat, chafers + sterno + the big tongs. dont forget "
     "the extension cord this time",
     "You and Cody leave in the catering van at 4p Saturday with the chafers, sterno, the big tongs and the "
     "extension cord."),
    (QUESTION,
     "50 lbs of cooked brisket - 150 guests at 1/3 lb a head, so about 7 or 8 Sysco packers."),
]
WINDOW = 11
GONE = ("210", "rio chiquito", "scrub that")


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
            assert any("150 guests @ $22 = $3,300" in str(m.content) for m in window), window
            assert any("1/3 lb cooked a head like always" in str(m.content) for m in window), window
            assert any("briskets on the big Oyler" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so it's 210 now" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Junior's chat - he's the pitmaster at Kolacny's Bar-B-Q, Pecan Flat TX; "
                                            "today Tue 10/4/2050, the Garza quinceanera is Sat 10/8)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="70 lbs cooked - 210 people now (the Rio Chiquito side's coming) at 1/3 lb a head",
       actual=reply)
