"""Batch 125 (held out). A karate club secretary's chat: LangChain InMemoryChatMessageHistory + trim_messages (last
10 messages), one root span per turn.

App: Jo, secretary of Hebden Bridge Shotokan, keeps a running chat with the helper while she does the club's admin
(fees, the grading, kit); each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Jo says Sensei's agreed a family rate for the
Murphys (Ellie, Jack and Sam) from May - £55 a month the three, not 3 x £25, their dad's been laid off, keep it
quiet. In turn 2 she pastes the fees bit of the newsletter (juniors £25 a month, adults £32, by standing order on the
1st); in turn 3 the grading (Sat 16th May, £20 a go, Ellie and Jack going for green, Sam not ready). By turn 6 the
trim drops turn 1; the fees and the grading stay. Question: "how much do the Murphys owe for may, with the grading?
doing the invoices tonight" -> expected £95 (£55 family rate + 2 x £20). The assistant says £115 (3 x £25 + £40).

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that decides
the answer was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's; the fees and the grading turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b125_langchain_karate_murphys_fees_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how much do the Murphys owe for may, with the grading? doing the invoices tonight"
TURNS = [
    ("Sensei's said family rate for the Murphys (Ellie, Jack + Sam) from may - £55 a month the three of them, not 3 "
     "x £25. their dad's been laid off, keep it quiet pls",
     "Noted: the Murphys pay a £55 family rate for the three from May."),
    ("for the newsletter: monthly fees £25 junior (under 16s), £32 adult, standing order by the 1st pls. mats fund "
     "50p a session in the tin by the door",
     "Fees: £25 a month juniors, £32 adults, standing order by the 1st; 50p a session for the mats fund."),
    ("grading sat 16th may, 10am at the leisure centre, £20 a go, belt + certificate inc. Ellie + Jack are going for "
     "green, Sam's not ready yet bless him",
     "Grading Sat 16 May, 10am, leisure centre, £20 each - Ellie and Jack grading, not Sam."),
    ("Sensei wants 4 new kick shields, the Blitz ones £38 each - can the club account stand it?",
     "Four Blitz kick shields would be £152."),
    ("tues 19th's off - hall's got the blood donors in. put it on the fb page",
     "Tuesday 19th cancelled (blood donors in the hall)."),
    (QUESTION,
     "£115 - three juniors at £25 (£75) plus two gradings at £20 (£40)."),
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
            assert not any("family rate" in str(m.content) or "£55" in str(m.content) for m in window), window
            assert any("monthly fees £25 junior" in str(m.content) for m in window), window
            assert any("Ellie + Jack are going for green" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("£55 a month the three of them" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jo's chat while she does Hebden Bridge Shotokan's admin)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="£95 - the £55 family rate for the three, plus £20 each for Ellie and Jack's grading",
       actual=reply)
