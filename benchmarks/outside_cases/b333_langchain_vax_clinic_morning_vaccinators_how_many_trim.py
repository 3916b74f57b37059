"""Batch 333 (held out). A pop-up vaccination clinic rota: LangChain InMemoryChatMessageHistory + trim_messages (last
11 messages), one root span per turn.

App: Todmorden Health Centre run a pop-up flu and covid booster clinic on Sat 15th Oct 2050 at the Methodist hall -
a morning session 9-1 and an afternoon 2-5, vaccinators, admin, someone on the door, an obs area. Marie (the practice
manager) chats with the practice's helper while she fills the rota; each turn the chat is trimmed to its last 11
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the clinic - 3 vaccinators a session, 2 on admin, 1
on the door. Turn 2 is the booking (10 min slots via the surgery text). In turn 3 Marie says the text went out on
Tuesday and bookings have gone mad - 310 for the morning already - so Dr Patel wants 5 vaccinators on in the
morning; the afternoon stays at 3 (only 140 booked). Turns 4 to 8 are the fridge delivery, the PCN's standard
sign-up sheet (still "vaccinator 1 / 2 / 3" for each session - she'll fix it), the obs area, parking and the
volunteers. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Weds 12/10): "how many
vaccinators do I need for sat morning? trying to fill the rota tonight" -> expected 5. The assistant says 3.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
morning 5 vaccinators was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on
5 vaccinators, the 310 bookings or Dr Patel); the sign-up sheet, the obs area and the volunteers are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b333_langchain_vax_clinic_morning_vaccinators_how_many_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many vaccinators do I need for sat morning? trying to fill the rota tonight"
TURNS = [
    ("POP UP CLINIC 💉 sat 15th oct at the Methodist hall, flu + covid boosters, 9-1 + 2-5. 3 vaccinators a "
     "session, 2 on admin, 1 on the door. can u help me keep the rota straight, it's a nightmare",
     "Of course - pop-up clinic Sat 15 Oct at the Methodist hall, 9-1 and 2-5, with 3 vaccinators, 2 admin and 1 on "
     "the door each session."),
    ("booking's thru the surgery text, 10 min slots, walk-ins only if there's room",
     "Bookings through the surgery text in 10-minute slots; walk-ins only if there's space."),
    ("right, surgery sent the text out tues + bookings have gone MAD 😳 310 for the morning already. Dr Patel "
     "wants 5 vaccinators on in the morning now, afternoon can stay at 3, only 140 booked",
     "Noted - the morning needs 5 vaccinators now with 310 booked; the afternoon stays at 3 (140 booked)."),
    ("fridge delivery fri 4pm, Kamal's got the cool boxes + data loggers, temps every hr on the day",
     "Fridge delivery Friday at 4pm; Kamal has the cool boxes and data loggers, temperatures logged hourly."),
    ("PCN sent their standard sign-up sheet 🙄 'Session 1 (AM): vaccinator 1 / 2 / 3, admin 1 / 2, door. Session 2 "
     "(PM): vaccinator 1 / 2 / 3, admin 1 / 2, door' - i'll sort it, can u check the PGD column's on it",
     "Yes, the PGD sign-off column is on the sheet."),
    ("obs area - 15 mins after the jab, 20 chairs in the side room, Jan's first aider all day",
     "Obs area: 15 minutes after the jab, 20 chairs in the side room, Jan as first aider all day."),
    ("parking - chapel car park is staff only, patients on the street or the Co-op, Colin's putting signs up",
     "Chapel car park for staff only; patients park on the street or at the Co-op, and Colin is doing signs."),
    ("volunteers - Lynn + Pat on admin AM, Gill PM, Colin door all day, the Methodist ladies doing teas",
     "Admin: Lynn and Pat in the morning, Gill in the afternoon; Colin on the door all day; teas from the Methodist "
     "ladies."),
    (QUESTION,
     "3 for the morning - the same as the afternoon."),
]
WINDOW = 11
GONE = ("5 vaccinators", "310", "dr patel", "gone mad")


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
            assert any("vaccinator 1 / 2 / 3, admin 1 / 2, door" in str(m.content) for m in window), window
            assert any("20 chairs in the side room" in str(m.content) for m in window), window
            assert any("Lynn + Pat on admin AM" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("wants 5 vaccinators on in the morning now" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Marie's chat - she's the practice manager at Todmorden Health Centre; "
                                            "today Weds 12 October 2050, the pop-up clinic is Sat 15 Oct)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="5 - Dr Patel wants 5 on in the morning with 310 booked (the afternoon stays at 3)",
       actual=reply)
