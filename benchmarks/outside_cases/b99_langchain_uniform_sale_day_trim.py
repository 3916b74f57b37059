"""Batch 99 (held out). A primary school PTA's uniform shop, the volunteer lead's chat: LangChain
InMemoryChatMessageHistory + trim_messages (last 12 messages), one root span per turn.

App: Gemma runs the second-hand ("preloved") uniform shop for St John's primary PTA and talks the autumn term
through with an assistant. Each turn the history is trimmed to the last 12 messages (starting on a human one)
before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says the preloved sale is booked for Wed 8/10 straight
after school, 3.15-4.30 in the small hall (everything £1, blazers £3), Thursday was no good because the hall has
the flu jabs. Later turns are donations and sizes, volunteers, new-uniform orders, the disco on Fri 17/10 and the
Christmas fair. At turn 7 the trim drops turn 1. Question: "what day's the preloved sale again? putting it in
fri's newsletter" -> expected Wednesday the 8th (of October). The assistant says Friday the 17th.

Expected verdict: UpdateError at langchain.trim_messages (the turn-7 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 7's, which still has the disco's line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b99_langchain_uniform_sale_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what day's the preloved sale again? putting it in fri's newsletter"
TURNS = [
    ("preloved sale booked w the office :) weds 8/10 straight after school, 3.15-4.30 in the small hall. "
     "everything £1, blazers £3. thurs was no good, the hall's got the flu jabs",
     "Lovely - Wednesday 8 October, 3.15-4.30 in the small hall; £1 an item, £3 for blazers."),
    ("donations so far: 2 big bags of jumpers (mostly age 5-6 + 7-8), loads of PE shorts, hardly any "
     "book bags. need age 9-10 cardis",
     "Plenty of jumpers in 5-6 and 7-8 and PE shorts; short on book bags and age 9-10 cardigans."),
    ("volunteers: me, Priti, Mr Lowe's wife Kath. need 1 more to do the till, Sandra might",
     "Three volunteers so far (you, Priti, Kath) - one more wanted for the till, maybe Sandra."),
    ("new uniform orders this half - 14 in, mostly reception. Monkhouse delivering to the office w/c 22/9, "
     "I bag them up + send home in book bags",
     "14 new-uniform orders, mostly reception; Monkhouse deliver w/c 22 September."),
    ("PTA disco fri 17/10, 5.30-7 KS1, 7-8.30 KS2, £3 on the door. I said I'd do a rail of lost prop + "
     "preloved by the door for 10 mins at pick up",
     "Disco Fri 17 October (KS1 5.30-7, KS2 7-8.30, £3); a small preloved rail by the door at pick-up."),
    ("xmas fair sat 29/11 10-1, uniform stall in the corridor again? Mrs Dunn says fine",
     "Christmas fair Sat 29 November, 10-1, uniform stall in the corridor - Mrs Dunn's OK'd it."),
    (QUESTION,
     "Friday 17 October - it's alongside the PTA disco, with the rail by the door at pick-up."),
]
WINDOW = 12


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
            assert not any("8/10" in str(m.content) or "8 October" in str(m.content) or "flu jabs" in
                           str(m.content) for m in window), window
            assert any("PTA disco fri 17/10" in str(m.content) for m in window), window
            assert any("donations so far" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("weds 8/10 straight after school" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Gemma's chat about the PTA uniform shop)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Wednesday the 8th (October), after school", actual=reply)
