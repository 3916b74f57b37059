"""Batch 253 (held out). A mobile hairdresser's appointment notes: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Dawn runs a mobile hairdressing round in the Calder valley (Hebden Bridge, Heptonstall, Mytholmroyd) from her
van - foils, cuts, wash and sets at clients' homes, and a care home on Wednesdays. She keeps her diary by chatting
with a helper; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 2 is Margaret Greenwood - Ivy Cottage on Heptonstall Rd,
every 6 weeks on a Thursday at 2pm, half-head foils and cut. In turn 4 Dawn says Margaret rang - she's having her
hip done on the 3rd, so could Dawn do her at her daughter's instead, 22 Hollins Lane, Mytholmroyd, Fri 7th at 11,
not the Thursday; she'll be there a fortnight. Turns 5 to 9 are the care home, the van's MOT, Dawn's paste of her
paper diary for w/c 3/4 (which still has "Thu 6th - 2pm Mrs Greenwood, Ivy Cottage"), a colour order and a patch
test. By turn 10 the trim drops turns 1 to 4; turns 5 to 9 stay. Question (turn 10, Mon 3/4): "where am I doing
Margaret Greenwood this wk + what time? want to put it in the satnav" -> expected Fri 7th at 11, at her
daughter's, 22 Hollins Lane, Mytholmroyd. The assistant says Thursday 6th at 2pm at Ivy Cottage.

Expected verdict: UpdateError at langchain.trim_messages (turn 10's trim, wrapped in fault()): the turn that moved
Margaret to her daughter's on the Friday was in the history and in every window from turn 4 to turn 9, and this
trim cut it from the window the model saw. Asserted: turn 4 is in every window from turn 4 to turn 9 and missing
from turn 10's (nothing on Hollins Lane, her daughter or the hip); the diary paste, the MOT and the colour order are
in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b253_langchain_mobile_hair_client_visit_where_when_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "where am I doing Margaret Greenwood this wk + what time? want to put it in the satnav"
MOVED = ("Margaret Greenwood rang - she's having her hip done on the 3rd 😬 so can I do her at her daughter's "
         "instead, 22 Hollins Lane Mytholmroyd, Fri 7th at 11 not the thurs. she'll be there a fortnight, ground "
         "floor, she'll be in a chair so bring the neck tray")
TURNS = [
    ("righto new diary system 🙈 I'm Dawn, mobile hair round Hebden/Heptonstall/Mytholmroyd. gonna tell u my "
     "clients as I go, keep track for me pls",
     "Happy to - tell me each client and I'll keep track of where and when."),
    ("Mrs Greenwood (Margaret) - Ivy Cottage, Heptonstall Rd, every 6 wks on a thurs 2pm, half head foils + cut, "
     "£58. park in the lay-by, her lane's murder",
     "Margaret Greenwood: Ivy Cottage, Heptonstall Rd, every 6 weeks on a Thursday at 2pm - half-head foils and cut, "
     "£58. Park in the lay-by."),
    ("Mr Akhtar 9 Rose St clipper cut, no.2 sides, every 3 wks sat morn, £14 cash",
     "Mr Akhtar, 9 Rose St: clipper cut, number 2 on the sides, every 3 weeks on a Saturday morning, £14 cash."),
    (MOVED,
     "Noted - Margaret's this time is Fri 7th at 11 at her daughter's, 22 Hollins Lane, Mytholmroyd, not the "
     "Thursday at Ivy Cottage; she'll be there a fortnight after her hip op. Bring the neck tray."),
    ("Fernlea (the care home) are weds now not thurs, 6 ladies 10-1, £15 a head the home pays, invoice monthly",
     "Fernlea is Wednesdays now, 10 till 1 for six ladies, £15 a head paid by the home, invoiced monthly."),
    ("van's MOT is fri 21st april at Kershaws 8.30 so nothing that morning pls",
     "Van MOT Fri 21 April, 8.30 at Kershaws - I'll keep that morning free."),
    ("pasted from my paper diary for w/c 3/4: Mon - Mrs Lumb 10.30 w+s. Tues - Mrs P root tint 9.30 (Kayleigh). "
     "Weds - Fernlea 10-1. Thu 6th - 2pm Mrs Greenwood, Ivy Cottage, half head foils. Fri - Mr A moved to fri 4pm",
     "Got the week: Mrs Lumb Monday 10.30, Mrs P Tuesday 9.30 (Kayleigh), Fernlea Wednesday, Thursday's entry and "
     "Mr Akhtar Friday at 4."),
    ("colour order from Sally's - 2x 7.1, 1x 6.0 semi, 20 vol litre, foils. came to £64 ugh",
     "Colour order logged: two 7.1, one 6.0 semi, a litre of 20 vol and foils - £64."),
    ("Mrs Lumb wants a tint next time, needs a patch test 48 hrs before, do it at her mon appt",
     "I'll remind you to do Mrs Lumb's patch test at Monday's appointment, 48 hours before any tint."),
    (QUESTION,
     "Thursday 6th at 2pm at Ivy Cottage, Heptonstall Rd - park in the lay-by, her lane's tight."),
]
WINDOW = 11
GONE = ("hollins", "daughter", "hip done", "fortnight")


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
            assert any("Thu 6th - 2pm Mrs Greenwood, Ivy Cottage" in str(m.content) for m in window), window
            assert any("MOT is fri 21st april" in str(m.content) for m in window), window
            assert any("colour order from Sally's" in str(m.content) for m in window), window
        elif i >= 4:
            window = trim(messages)
            assert any(str(m.content) == MOVED for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Dawn's diary chat - she's a mobile hairdresser round the Calder "
                                            "valley; today Mon 3 April 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Fri 7th at 11, at her daughter's - 22 Hollins Lane, Mytholmroyd (she's had her hip done)",
       actual=reply)
