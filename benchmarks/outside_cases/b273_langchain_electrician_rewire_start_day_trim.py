"""Batch 273 (held out). An electrician's jobs and certificates: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Dave Sharp (Sharp Electrical) chats with his job helper from the van while he plans his weeks - rewires,
board changes, EICRs for landlords, the odd outside light; his apprentice Kyle asks it things too. Each turn the
chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is Mrs Patel's rewire at 7 Birch Close - booked to
start Mon 12th June, 4 days, first fix then back after the plasterer. Turn 2 is the materials. In turn 3 Dave says
Mrs Patel rang - the plasterer can't come till the 19th, so there's no point ripping the walls out on Monday; they'll
start Weds 14th, she's fine with it. Turns 4 to 8 are an EICR, the diary board on the van (still "PATEL mon 12th",
he'll rub it out), a call-out, the Brooks' garage quote and the wholesaler; by turn 9 the trim drops turns 1 to 3;
turns 4 to 8 stay. Question (turn 9, Fri 9/6, Kyle): "what day are we starting at Mrs Patel's? need to tell my mam
I can't do her lift that morning" -> expected Weds 14th June. The assistant says Monday the 12th.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
the start to Weds 14th was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on weds 14th, the plasterer or the 19th); the van diary board, the EICR and the Brooks quote are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b273_langchain_electrician_rewire_start_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what day are we starting at Mrs Patel's? need to tell my mam I can't do her lift that morning"
TURNS = [
    ("Patel rewire, 7 Birch Close ⚡ booked in to start mon 12th june, 4 days. first fix then back after the "
     "plasterer for second fix. she's staying at her sister's. can u keep track of the diary for me",
     "Will do - Mrs Patel's rewire at 7 Birch Close starts Mon 12 June, four days of first fix, then second fix after "
     "the plasterer; she's at her sister's."),
    ("materials for Patel - 2 drums of 2.5 T+E, 1 of 1.5, back boxes, 18 way board. CEF delivering thurs",
     "Materials for the Patel rewire: two drums of 2.5 twin and earth, one of 1.5, back boxes and an 18-way board; "
     "CEF deliver Thursday."),
    ("Mrs Patel rang - plasterer can't come till the 19th so no point ripping the walls out on mon. we'll start "
     "weds 14th instead, she's fine with it. mon's free now",
     "Got it - the Patel rewire now starts Wed 14 June (the plasterer can't come till the 19th), and Monday is free."),
    ("EICR at the Ackroyd rental tues 13th, 3 bed semi, tenant's in from 9. Lisa's got the key as backup",
     "EICR at the Ackroyd rental on Tue 13 June - a three-bed semi, the tenant is in from 9; Lisa has a spare key."),
    ("the diary board on the van door still says 'PATEL mon 12th - 4 days' in big letters 😂 i'll rub it out when I "
     "find a cloth",
     "Noted - the van's diary board still needs wiping."),
    ("call out this morning - Mrs Dyson's RCD keeps tripping, it was the outside light full of water again. £65",
     "Call-out at Mrs Dyson's: the RCD tripping was the outside light full of water again; £65."),
    ("Brooks' garage - they've said yes to the £640, wants it done before the end of june",
     "The Brooks have accepted the £640 garage quote and want it done before the end of June."),
    ("CEF have sent the wrong back boxes (35mm not 47) so I'll swap them at the counter on sat",
     "The wrong back boxes came from CEF (35mm rather than 47mm); you'll swap them at the counter on Saturday."),
    (QUESTION,
     "Monday the 12th - the Patel rewire's four days from Mon 12 June, so you'll need to miss your mam's lift that "
     "morning."),
]
WINDOW = 11
GONE = ("weds 14th", "wed 14", "plasterer can't", "the 19th")


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
            assert any("still says 'PATEL mon 12th - 4 days'" in str(m.content) for m in window), window
            assert any("EICR at the Ackroyd rental" in str(m.content) for m in window), window
            assert any("yes to the £640" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("we'll start weds 14th instead" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Dave Sharp's job chat - Sharp Electrical; today Fri 9 June 2051; Kyle "
                                            "is his apprentice)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Weds 14th June - the plasterer can't come till the 19th", actual=reply)
