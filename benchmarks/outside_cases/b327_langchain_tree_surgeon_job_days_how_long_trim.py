"""Batch 327 (held out). A tree surgeon: LangChain InMemoryChatMessageHistory + trim_messages (last 11 messages), one
root span per turn.

App: Liam runs Ridgeway Tree Care (himself, two climbers and a groundie) and chats with the firm's helper while he
books jobs in; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is a new job - Mrs Whitworth, 22 Lea Bank, a 25% crown
reduction on the big sycamore over the house and deadwooding the ash, 2 days, Mon 24th and Tue. Turn 2 is the quote
and deposit. In turn 3 Liam has been back to measure up - she wants the leylandii hedge along the drive taken down
to 6ft as well (30m of it) and the old cherry stump ground out, so it's 3 days now, Mon to Weds, she's fine with it.
Turns 4 to 8 are the spider lift (the hire firm confirmed it "for mon + tue" - he only needs it for the sycamore),
the chip, Kyle's refresher, the neighbour's parking and the wind forecast. By turn 9 the trim drops turns 1 to 3;
turns 4 to 8 stay. Question (turn 9, Sun 23/4): "how many days am I booking the lads in for at Mrs Whitworth's?
doing the rota tonight" -> expected 3 days, Mon to Weds. The assistant says 2 days, Mon and Tue.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
job 3 days was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 3 days,
the hedge or Weds); the lift "for mon + tue", the chip and the wind forecast are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b327_langchain_tree_surgeon_job_days_how_long_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many days am I booking the lads in for at Mrs Whitworth's? doing the rota tonight"
TURNS = [
    ("new job 🌳 Mrs Whitworth, 22 Lea Bank - big sycamore over the house, crown reduce 25%, + deadwood the ash at "
     "the bottom. 2 days, mon 24th + tue, me Jonno + Kyle",
     "Booked in: Mrs Whitworth, 22 Lea Bank - 25% crown reduction on the sycamore and deadwooding the ash, two days, "
     "Mon 24 and Tue 25 April, you, Jonno and Kyle."),
    ("quote's £1,180 + vat, she's paid 20% deposit by bank transfer",
     "Quote £1,180 + VAT, 20% deposit paid by transfer."),
    ("been back to measure up - she only wants the leylandii hedge along the drive taking down to 6ft as well 🙄 "
     "30m of it. + grind out the old cherry stump by the shed. so thats 3 days now, mon-weds, told her, she's fine "
     "with it. new quote to follow",
     "Got it - the hedge (30m down to 6ft) and the cherry stump are added, so the job's three days now, Mon to Weds; "
     "a new quote to follow."),
    ("hire co confirmed the 17m spider lift for mon + tue, delivered 7.30 mon, they collect tue 5pm. only need it "
     "for the sycamore",
     "The 17m spider lift is confirmed for Mon and Tue - delivered 7.30 Monday, collected Tuesday at 5."),
    ("chip's going to the Hollins Farm heap, Mr Greenwood says that's fine till the end of may",
     "Chip to the Hollins Farm heap - fine with Mr Greenwood till the end of May."),
    ("Kyle's CS39 refresher is fri 28th at Myerscough, so he's not about fri",
     "Kyle's on his CS39 refresher at Myerscough on Fri 28th, so he's out that day."),
    ("neighbour at 20 says we can park the truck on his drive, he's away, key under the pot 😂",
     "The neighbour at no. 20 is away and says you can use his drive for the truck."),
    ("wind - met office has 25mph gusts tue pm, might have to come down early tue + do the ground work",
     "Noted: 25mph gusts forecast Tuesday afternoon - you might come down early and do ground work."),
    (QUESTION,
     "2 days - Mon 24th and Tue 25th, which matches the spider lift."),
]
WINDOW = 11
GONE = ("3 days", "hedge", "weds", "6ft")


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
            assert any("spider lift for mon + tue" in str(m.content) for m in window), window
            assert any("Hollins Farm heap" in str(m.content) for m in window), window
            assert any("25mph gusts tue pm" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so thats 3 days now, mon-weds" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Liam's chat - he runs Ridgeway Tree Care; today Sun 23 April 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="3 days, Mon to Weds - she added the leylandii hedge and the cherry stump", actual=reply)
