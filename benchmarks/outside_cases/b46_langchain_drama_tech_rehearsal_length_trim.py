"""Batch 46 (held out). A sixth-former's chat about the school play: LangChain InMemoryChatMessageHistory +
trim_messages (last 14 messages, token_counter=len, start_on human), one root span per turn.

App: Maya (Year 12) is stage manager for the sixth-form production of The Crucible (Wed 11 - Fri 13 March 2026,
drama teacher Mr Okafor). She keeps one chat going with an assistant about rehearsals, props and tickets; each turn
the app trims the history to the last 14 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is her note after a production meeting: "prod mtg
notes - Mr O says sunday's tech is 10 till 4 not 12-3 like the schedule on the board, the lighting guy from
Ludlow can only come sun + we've got 60ish cues to plot. bring packed lunch, he's ok'd it w the caretaker". Later
turns are the board's schedule, props, tickets and costumes. By turn 8 the trim no longer keeps turn 1. Question
(turn 8, Thu 5/3): "how long is sunday's tech going to be?" -> expected six hours (10am-4pm). The assistant goes by
the board's 12-3: three hours.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 8 (inside fault()). Asserted: turn 1 is in
every window before turn 8 and missing from turn 8's, which holds the board's schedule. Another reading: a response
fault is ruled out, as the 10-4 times are not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b46_langchain_drama_tech_rehearsal_length_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("prod mtg notes - Mr O says sunday's tech is 10 till 4 not 12-3 like the schedule on the board, the lighting "
     "guy from Ludlow can only come sun + we've got 60ish cues to plot. bring packed lunch, he's ok'd it w the "
     "caretaker",
     "Sunday tech 10am-4pm (about 60 lighting cues to plot); bring a packed lunch."),
    ("copying the board so I've got it: sun 8/3 tech 12-3, mon 9/3 dress 5-9pm, tue 10/3 dress 2 4.30-8.30, shows "
     "wed-fri 7pm, get-out fri after the show",
     "Board schedule: tech Sun 12-3, dress Mon 5-9 and Tue 4.30-8.30, shows Wed-Fri 7pm, get-out Friday."),
    ("props still to find: a poppet (ragdoll), 2 candlesticks, the big bible, quills x3. Mrs Dunn says drama "
     "cupboard has the candlesticks",
     "Props to find: poppet, 2 candlesticks (drama cupboard), big bible, 3 quills."),
    ("tickets on ParentPay from mon, £6 adults £4 students/kids, 180 seats a night, Fri's nearly gone already?!",
     "Tickets £6/£4 on ParentPay, 180 a night; Friday selling fast."),
    ("Ellie (Abigail) lost her bonnet AGAIN, costume dept says last spare",
     "Last spare bonnet for Ellie."),
    ("Josh wants a real axe for the Proctor scene lol. no. foam one from the panto box",
     "Foam axe from the panto box for Proctor."),
    ("programme proof to Mr O by fri, Aisha's doing the cover, 12 pages, printing in the reprographics room",
     "Programme proof due Friday; Aisha's cover; 12 pages."),
    ("how long is sunday's tech going to be?",
     "Three hours - the board has the tech on Sunday from 12 till 3."),
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
            assert not any("10 till 4" in str(m.content) or "10am-4pm" in str(m.content) for m in window), window
            assert any("sun 8/3 tech 12-3" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("sunday's tech is 10 till 4" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Maya's stage-manager notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Six hours, 10 to 4", actual=reply)
