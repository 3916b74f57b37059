"""Batch 337 (held out). A university registrar's student-records desk: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Tasha Greene works the front window at the Office of the Registrar, Lakeshore State University. She keeps a
running chat with the desk's helper about one student's case while she works it; each turn the chat is trimmed to
its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the case - Jordan Rivera (ID 30118842) came to the
window Tue 11/3/2026 at 9:20 AM, his Spring 2027 registration window opens Mon 11/9 at 8:00 AM. Turn 2: his portal
shows a FIN hold, a $340.00 balance at the Bursar (a parking citation plus late fee), which blocks registration.
Turn 3 (11/4 3:45 PM): Linda at the Bursar confirmed his $340 payment posted that afternoon and they released the
FIN hold; nothing else on his account. Turns 4 to 8 are an enrollment verification letter, the weekly holds report
she pastes in (run Fri 10/30/2026 6:00 AM, still listing his $340 FIN hold), the section he wants, a transcript
request and his advising hold (released 10/28). By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay.
Question (turn 9, Fri 11/6/2026): "quick yes/no - can Jordan register Monday morning when his window opens? he's
at the window now" -> expected yes (the FIN hold was released 11/4 and the advising hold 10/28). The assistant
says no, he still has the $340 financial hold.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that
released the hold was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on the payment posting, Linda or the FIN hold's release); the stale holds report, the advising hold and the
section are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b337_langchain_registrar_hold_register_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("quick yes/no - can Jordan register Monday morning when his window opens? he's at the window now")
TURNS = [
    ("New case: Jordan Rivera, ID 30118842, came to the window Tue 11/3/2026 at 9:20 AM. Sophomore, Mech E. Wants "
     "to register for Spring 2027 - his priority window opens Mon 11/9 at 8:00 AM. Can you help me track it?",
     "Sure - Jordan Rivera (30118842), sophomore in Mechanical Engineering; his Spring 2027 registration window "
     "opens Monday 11/9 at 8:00 AM."),
    ("His portal shows a FIN hold - $340.00 balance at the Bursar (parking citation + late fee). Blocks "
     "registration until it's cleared. Told him to pay online or at the Bursar window.",
     "Noted: a FIN hold for a $340.00 Bursar balance (parking citation plus late fee) is blocking his "
     "registration until it's paid."),
    ("Update 11/4 3:45 PM - Linda at the Bursar confirmed his $340 payment posted this afternoon and they released "
     "the FIN hold. Nothing else on his account on their side.",
     "Got it - the $340 payment posted on 11/4 and the Bursar has released the FIN hold."),
    ("He also wants an enrollment verification letter for his car insurance. Sent it through the Clearinghouse, "
     "no charge.",
     "Enrollment verification letter sent through the National Student Clearinghouse at no charge."),
    ("Pasting from the weekly holds report (run Fri 10/30/2026 6:00 AM): RIVERA, JORDAN | 30118842 | FIN | BURSAR "
     "| $340.00 | blocks REG, TRANSCRIPT",
     "Thanks - the 10/30 holds report lists a $340.00 FIN hold from the Bursar that blocks registration and "
     "transcripts."),
    ("He's after ME 2140 Thermodynamics, sec 002, MWF 10:00-10:50 AM. 42/45 seats taken right now.",
     "ME 2140 section 002 (MWF 10:00-10:50 AM) has 3 seats left at the moment."),
    ("Also an official e-transcript to Purdue for a summer research program. Processing is 2-3 business days.",
     "Official e-transcript to Purdue requested; processing takes 2-3 business days."),
    ("Advising hold - Dr. Kim released it 10/28 after their meeting, so that one's not an issue.",
     "Noted - the advising hold was released by Dr. Kim on 10/28."),
    (QUESTION,
     "No - he still has the $340.00 FIN hold from the Bursar, which blocks registration. He'll need to pay it "
     "before Monday 8:00 AM."),
]
WINDOW = 11
GONE = ("payment posted", "linda", "released the fin hold", "fin hold has been released", "11/4")


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
            assert any("run Fri 10/30/2026 6:00 AM" in str(m.content) for m in window), window
            assert any("Dr. Kim released it 10/28" in str(m.content) for m in window), window
            assert any("ME 2140 Thermodynamics" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("they released the FIN hold" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Tasha's case chat - she works the front window at the Office of the "
                                            "Registrar, Lakeshore State University; today is Fri 11/6/2026)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Yes - the Bursar released his $340 FIN hold on 11/4 after the payment posted, and the "
                          "advising hold was released 10/28", actual=reply)
