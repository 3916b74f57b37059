"""Batch 364 (held out). A school renovation job site: LangChain InMemoryChatMessageHistory + trim_messages (last
11 messages), one root span per turn.

App: Jefferson Elementary renovation (2051) - a new chiller goes in behind the gym on a cast-in-place housekeeping
pad. Dana (the GC's assistant super) chats with the job's helper while she sets up Thursday's pour; each turn the
chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the pour - chiller pad behind the gym, 6" thick, 14
CY of 4000 psi from Tri-State Ready Mix for Thu 3/23 at 0700, pump booked. Turn 2 is the forms and rebar inspection.
In turn 3 Dana says per the RFI-118 response the EOR wants the pad at 8" not 6" (for the vibration isolators), so
bump the order to 18 CY, still 4000. Turns 4 to 8 are the crew, the Tri-State ticket template (still "14 CY 4000
PSI", she just needs the PO on it), the toolbox talk, the cylinders and the weather. By turn 9 the trim drops turns
1 to 3; turns 4 to 8 stay. Question (turn 9, Tue 3/21): "how many yards am I confirming with Tri-State for thurs?
they want it by 2" -> expected 18 CY. The assistant says 14 CY.

Why the expected answer is this type and operation: the turn that made the order 18 CY was in the history and in
every window from turn 3 to turn 8, and this trim cut it from the window the model saw, leaving the template's 14
CY as the only quantity; the answer is faithful to that window. So UpdateError at langchain.trim_messages (turn 9's
trim, wrapped in fault()). Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on 18 CY, 8" or RFI-118); the ticket template, the crew and the cylinders are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b364_langchain_school_reno_pad_concrete_cy_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many yards am I confirming with Tri-State for thurs? they want it by 2"
TURNS = [
    ("chiller pad behind the gym - 6\" thick, 14 CY 4000 psi from Tri-State Ready Mix, thurs 3/23 0700. pump truck "
     "booked w/ Keystone. can u help me keep it all straight this wk",
     "Sure - chiller housekeeping pad behind the gym: 6\" thick, 14 CY of 4000 psi from Tri-State for Thu 3/23 at "
     "0700, pump from Keystone."),
    ("forms + rebar insp w/ the EOR weds 1p, #4 @ 12\" EW, 3\" clear to the bottom. Rivera setting forms tmrw",
     "Forms and rebar inspection with the EOR Wednesday at 1pm: #4 at 12\" each way, 3\" bottom cover; Rivera sets "
     "the forms tomorrow."),
    ("per RFI-118 response the EOR wants the pad at 8\" not 6\" (vibration isolators on the new chiller) so bump the "
     "order to 18 CY, still 4000. I'll tell Rivera to raise the forms",
     "Got it - per the RFI-118 response the pad is 8\" now, so the order goes to 18 CY of 4000 psi; Rivera raises "
     "the forms."),
    ("crew thurs: Rivera Concrete 5 guys + a finisher, on site 0630, washout in the dumpster corner NOT the storm "
     "drain",
     "Thursday's crew: Rivera Concrete, 5 plus a finisher, on site at 0630; washout in the dumpster corner, not the "
     "storm drain."),
    ("Tri-State sent their ticket template 🙄 'JEFFERSON ES - CHILLER PAD / 14 CY 4000 PSI / 3/4\" AGG / SLUMP 4\" / "
     "PUMP MIX' - just need our PO# on it",
     "The template's fields are filled in; it only needs the PO number added."),
    ("toolbox thurs 0615 - concrete burns, gloves + rubber boots, eyewash bottle at the pump. keep the kids side of "
     "the fence clear, recess is 10:15",
     "Thursday's 0615 toolbox talk: concrete burns, gloves and rubber boots, eyewash at the pump; keep clear of the "
     "playground fence at 10:15 recess."),
    ("cylinders - Terracon coming for 1 set of 4, slump + air on the first truck",
     "Terracon will take one set of four cylinders, with slump and air on the first truck."),
    ("wx looks ok, 44 low thurs nite, blankets on standby in the conex",
     "Noted - 44F low Thursday night, blankets on standby in the conex."),
    (QUESTION,
     "14 CY of 4000 psi - that's what's on the Tri-State ticket; just add the PO# when you confirm."),
]
WINDOW = 11
GONE = ("18 cy", "8\"", "rfi-118")


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
            assert any("14 CY 4000 PSI" in str(m.content) for m in window), window
            assert any("Rivera Concrete 5 guys" in str(m.content) for m in window), window
            assert any("1 set of 4" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("bump the order to 18 CY" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Dana's chat - assistant super on the Jefferson Elementary renovation; "
                                            "today Tue 3/21/2051, the chiller pad pour is Thu 3/23)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="18 CY - the pad went to 8\" per the RFI-118 response", actual=reply)
