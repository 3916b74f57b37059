"""Batch 18 (held out). An allotment holder's diary chat: LangChain InMemoryChatMessageHistory + ``trim_messages``
(keep the last 22 messages, start on a human turn), one root span per turn.

App: Jan keeps her plot diary (plot 14A, Ferry Lane allotments) by chatting with an assistant: each turn she posts a
diary line, the whole history is read, trimmed to the app's window and sent to the model. Twelve turns over March-May:
sowings, the committee, the water troughs, slugs, the shed, a seed swap; several mention May weeks, "w/c", planting
out and being away.

Planted fault (UpdateError, trimmed from the window): turn 1 is "14/3 sowed leeks (Musselburgh) in modules, 2 trays
of 24. Bill on 15 says plant out when pencil thick, usually 10 wks so w/c 25/5, puddle them in + need the dibber
back off him". At turn 12 the history holds 23 messages; the trim keeps the last 22 and, to start on a human turn,
drops the first pair, so the leek note is gone from the window. Question (turn 12): "We're away 23-31 May at my
sister's - does that clash with anything on the plot?" -> expected "Yes: the leeks are due to be planted out w/c 25
May - plant them before you go or ask Bill". The assistant says only the watering needs covering.

Expected verdict: UpdateError at langchain.trim_messages (fault() wraps turn 12's trim). Asserted: turns 1-11 hold
the leek note in the window, turn 12's window does not. Another reading: none that we see.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b18_langchain_allotment_leeks_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("14/3 sowed leeks (Musselburgh) in modules, 2 trays of 24. Bill on 15 says plant out when pencil thick, usually "
     "10 wks so w/c 25/5, puddle them in + need the dibber back off him",
     "Logged: leeks sown 14/3, 48 modules; planting out around w/c 25 May."),
    ("16/3 committee email - rent GBP 48 for half plot due by 31/3, cheque or bank to the treasurer. Water troughs "
     "back on from 1/4", "Noted: GBP 48 rent by 31 March, water on from 1 April."),
    ("21/3 dug over bed 3, 4 barrows of Bill's horse muck on. Spuds (Charlotte) chitting on the windowsill, 30ish",
     "Bed 3 manured; 30 Charlotte seed potatoes chitting."),
    ("28/3 shed door hinge gone, bought 2 T-hinges GBP 7.50 at Wilko. Broad beans up (sown Nov) - 80% came through",
     "Shed hinges bought; autumn broad beans at about 80%."),
    ("4/4 spuds in, bed 3, 3 rows. Onion sets (Sturon, 100) in bed 2. Slugs already on the lettuce seedlings, grr",
     "Potatoes and onion sets in; slug watch on the lettuce."),
    ("11/4 seed swap at the hut - got Cobra climbing beans + Tromboncino from Pat on 9. Gave away spare tom seeds",
     "Seed swap: Cobra beans and Tromboncino from Pat."),
    ("18/4 tomatoes pricked out (Sungold x 8, Gardener's Delight x 6). Greenhouse at home up to 31C on Sat",
     "14 tomato plants pricked out; watch the greenhouse heat."),
    ("25/4 earthed up spuds first time. Committee walk-round is Sat 16/5 10am, plots have to be 75% cultivated",
     "Earthed up; committee inspection Sat 16 May, 10am."),
    ("2/5 beans sown direct under the canes (Cobra) + courgettes in pots at home. Frost forecast Tues so fleece out",
     "Beans sown at the canes, courgettes started at home, fleece on for Tuesday."),
    ("9/5 strawberries flowering, straw down. Pat says she'll water for us if we're ever away, just text her",
     "Strawberries strawed; Pat offered to water when you're away."),
    ("12/5 hardened off the toms, plant out next wk if no frost. Bought 2 more water butts GBP 35 each from the "
     "council scheme", "Tomatoes hardening off; two more water butts bought."),
    ("We're away 23-31 May at my sister's - does that clash with anything on the plot?",
     "Nothing clashes - just ask Pat to water the tomatoes and courgettes while you're away."),
]
WINDOW = 22


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
            assert not any("w/c 25" in str(m.content) or "leek" in str(m.content).lower() for m in window), window
        else:
            window = trim(messages)
            assert any("w/c 25/5" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(the plot diary so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Yes - the leeks are due to be planted out w/c 25 May, while you're away",
       actual=reply)
