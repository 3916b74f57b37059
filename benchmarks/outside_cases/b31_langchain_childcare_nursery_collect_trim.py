"""Batch 31 (held out). A family's childcare chat: LangChain InMemoryChatMessageHistory + trim_messages (last 20
messages, token_counter=len, start_on human), one root span per turn.

App: Laura and Sam Whitfield (Maisie, 7, at St Andrew's; Ollie, 3, at Little Acorns nursery) juggle two jobs with
the grandparents, the nursery and the after-school clubs. Laura keeps one running chat with an assistant about the
week's rota. Each turn the app trims the history to the last 20 messages and sends that window with the new one.

Planted fault (UpdateError, trimmed out of the window): turn 1 is about the nursery's collect list: "Little Acorns
are strict, only people on Ollie's collect list can take him - that's me, Sam + my dad (Grandad Phil). Mum's form
is still in her handbag lol so she's not on it yet. Dad does weds, gets there by 5.30". Later turns say Nana Jean
has Maisie Tues/Thurs and that she's free on Wednesday this week. By turn 11 the window no longer starts at turn
1, and the trim of turn 11 drops it. Question (turn 11, Tue): "who's getting Ollie from nursery weds?" -> expected
Grandad Phil. The assistant says Nana Jean.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 11 (inside fault()). Asserted: the
turn-1 message is in every window before turn 11 and missing from turn 11's, which holds Nana's free Wednesday.
Another reading: a response fault is ruled out as nothing in the final window says who may collect Ollie.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b31_langchain_childcare_nursery_collect_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Little Acorns are strict, only people on Ollie's collect list can take him - that's me, Sam + my dad (Grandad "
     "Phil). Mum's form is still in her handbag lol so she's not on it yet. Dad does weds, gets there by 5.30",
     "Noted: only you, Sam and Grandad Phil can collect Ollie; Phil does Wednesdays by 5.30."),
    ("Maisie's clubs this term: Mon gymnastics till 4.30 at the school, Thurs Brownies 5.45-7 at the scout hut",
     "Maisie: gymnastics Monday till 4.30, Brownies Thursday 5.45-7."),
    ("Nana Jean has Maisie Tues + Thurs from the gate at 3.15, gives her tea + takes her to Brownies thurs",
     "Nana Jean collects Maisie Tuesdays and Thursdays at 3.15."),
    ("nursery fees went up to £64.50 a day from April, ugh, 3 days a wk", "Nursery: GBP 64.50 a day, 3 days."),
    ("Sam's on call this wk so he can't do any pick ups, might be late home most nights",
     "Sam can't do pick-ups this week."),
    ("Maisie needs a packed lunch weds (trip to the Wildlife Trust), and £3 for the gift shop",
     "Packed lunch and GBP 3 for Maisie on Wednesday."),
    ("Ollie's got a cough, nursery said keep him off if he gets a temp, fine so far", "Watch Ollie's temperature."),
    ("Mon pick up: me at 4.30 from gym, then I'll get Ollie on the way home", "Monday: you do both pick-ups."),
    ("Mum just rang - she's free all day weds this wk, her aqua aerobics is off, says she can have both kids if "
     "it helps", "Nana Jean is free on Wednesday this week."),
    ("Brownies want a volunteer parent for Thurs 15th, I've said maybe", "Brownies volunteer on the 15th: maybe."),
    ("who's getting Ollie from nursery weds?",
     "Nana Jean - she's free all day Wednesday this week and offered to have both kids, so she can pick Ollie up "
     "from Little Acorns."),
]
WINDOW = 20


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
            assert not any("collect list" in str(m.content) or "Phil" in str(m.content) for m in window), window
            assert any("she's free all day weds" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("only people on Ollie's collect list" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Laura's family rota notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="My dad - Grandad Phil, he's on the nursery's list and Nana isn't",
       actual=reply)
