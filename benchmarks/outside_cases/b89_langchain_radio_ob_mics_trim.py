"""Batch 89 (held out). A local radio station's outside broadcast planning: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Nadia, the engineer at Hitchin Sound 104.3, plans the station's outside broadcast from the Hitchin Carnival
(Sat 23/7/33, Priory Park) in a chat with an assistant. Each turn the history is trimmed to the last 10 messages
(starting on a human one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says the OB kit is the Comrex, the little Yamaha desk
and the station's 2 radio mics from the studio cupboard (plus the 2 wired SM58s); turn 3 says the Queen Mother
Theatre is lending 3 radio mics (the Shure ones) as long as they're back Monday. At turn 6 the trim drops turn 1.
Question: "how many radio mics will we have on the day altogether?" -> expected 5 (our 2 and the theatre's 3).
The assistant says 3.

Expected verdict: UpdateError at langchain.trim_messages (the turn-6 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 6's, which still has turn 3.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b89_langchain_radio_ob_mics_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("carnival OB sat 23/7, Priory Pk. kit: comrex, the little yamaha desk, our 2 radio mics out of the studio "
     "cupboard (charge them fri!!) + 2 wired 58s for the stage interviews. gazebo from the promo van",
     "Carnival OB kit: Comrex, small Yamaha desk, the station's two radio mics (charge Friday), two wired SM58s, "
     "and the promo van's gazebo."),
    ("power - carnival committee says 13A off the bandstand, 40m drum needed. Pete's got one",
     "Power from the bandstand, 13A; borrow Pete's 40m drum."),
    ("result!! Queen Mother Theatre lending us 3 of their radio mics (the shure ones) for the parade bits, "
     "must be back mon am",
     "The Queen Mother Theatre is lending three Shure radio mics; back Monday morning."),
    ("Sam + Kerry presenting, Sam does the parade walkabout from 1, Kerry stays at the desk",
     "Sam on the parade walkabout from 1pm, Kerry at the desk."),
    ("need spare AA's, like 24. and gaffer. and the hi-vis",
     "Spare AAs (24), gaffer tape and hi-vis on the list."),
    ("how many radio mics will we have on the day altogether? doing the channel plan tonight",
     "Three - the Shure radio mics the Queen Mother Theatre is lending you."),
]
WINDOW = 10


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
            assert not any("our 2 radio mics" in str(m.content) for m in window), window
            assert not any("two radio mics" in str(m.content) for m in window), window
            assert any("lending us 3 of their radio mics" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("our 2 radio mics" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nadia's OB planning chat so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("how many radio mics will we have on the day altogether? doing the channel plan tonight",
       expected="5", actual=reply)
