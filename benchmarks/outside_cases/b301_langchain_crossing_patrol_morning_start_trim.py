"""Batch 301 (held out). A school crossing patrol rota: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Lorraine from the council's road safety team runs the crossing patrols for the primaries in Sowerby Bridge -
the patrollers, their hours, cover when they're off, kit, the schools' letters. She chats with her helper through
the summer holidays while she sorts the September rota; each turn the chat is trimmed to its last 11 messages
before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the patrol at St Paul's - Pat on the Wakefield Rd
crossing, mornings 8.15-8.55, afternoons 3.05-3.30. Turn 2 is Pat's new coat. In turn 3 Lorraine says St Paul's
have rung: from the new term the doors open at 8.30 and close at 8.40, with the breakfast club kids coming over
from the church hall from 8, so Pat's mornings are 7.55 to 8.45 from Weds 3rd Sept, afternoons as was. Turns 4 to 8
are the cover for Pat's holiday, a copy of the council's standard letter to parents (still "8.15am - 8.55am"),
the zigzag parking, the training day and the pay claim. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay.
Question (turn 9, Mon 1/9): "Pat's asked what time she's on from weds in the mornings, what do I tell her" ->
expected 7.55 (till 8.45). The assistant says 8.15.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
Pat's mornings to 7.55 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on 7.55, the breakfast club or the doors); the parents' letter, the zigzags and the pay claim are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b301_langchain_crossing_patrol_morning_start_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "Pat's asked what time she's on from weds in the mornings, what do I tell her"
TURNS = [
    ("St Paul's 🚸 Pat on the Wakefield Rd crossing again this yr, am 8.15-8.55 pm 3.05-3.30, mon-fri term time. "
     "can u keep track of this lot for me over the hols",
     "Will do - Pat's on the Wakefield Rd crossing for St Paul's, mornings 8.15 to 8.55 and afternoons 3.05 to 3.30, "
     "Monday to Friday in term time."),
    ("Pat's new coat came, the long one, size 16, she's picking it up from the depot thurs",
     "Pat's new long coat (size 16) is in - she's collecting it from the depot on Thursday."),
    ("St Paul's rang 🙄 from the new term doors open 8.30 + shut 8.40, and the breakfast club kids come over from the "
     "church hall from 8 - so Pat's mornings are 7.55 to 8.45 from weds 3rd sept. afternoons as was",
     "Got it - from Wed 3 September Pat's mornings at St Paul's are 7.55 to 8.45, for the breakfast club crossing; "
     "afternoons stay 3.05 to 3.30."),
    ("Pat's off w/c 22nd sept (Tenerife ☀️), Barry covering from Bolton Brow, Denise doing his",
     "Pat's away the week of 22 September; Barry covers Wakefield Rd and Denise covers Bolton Brow."),
    ("here's the standard letter going out to parents, can u check it reads ok - 'Dear Parent/Carer, the school "
     "crossing patrol on Wakefield Road operates 8.15am - 8.55am and 3.05pm - 3.30pm during term time. Please cross "
     "with the patrol ...'",
     "It reads fine - clear and polite. Maybe add a line asking parents to wait on the kerb until the patrol's in "
     "the road."),
    ("zigzags outside the co-op again 😡 parents dropping off on them, Pat's noting regs for the parking team",
     "Pat's noting registrations of cars on the zigzags outside the Co-op for the parking team."),
    ("training day for all patrollers tues 2nd sept 10-12 at the depot, refresher + the new stop signs",
     "Refresher training for all patrollers on Tue 2 September, 10 till 12 at the depot, including the new signs."),
    ("Pat's pay claim for the summer clubs came thru, 6 hrs at the holiday rate. she's chuffed",
     "Pat's claim for the summer clubs has gone through - 6 hours at the holiday rate."),
    (QUESTION,
     "8.15 in the mornings - she's on till 8.55, same as last year."),
]
WINDOW = 11
GONE = ("7.55", "breakfast club", "doors open", "8.45")


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
            assert any("operates 8.15am - 8.55am" in str(m.content) for m in window), window
            assert any("zigzags outside the co-op" in str(m.content) for m in window), window
            assert any("pay claim for the summer clubs" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so Pat's mornings are 7.55 to 8.45" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Lorraine's chat - she runs the school crossing patrols for the council "
                                            "in Sowerby Bridge; today Mon 1 September 2051, term starts Wed 3 Sept)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="7.55 (till 8.45) - the breakfast club kids cross from 8 now", actual=reply)
