"""Batch 360 (held out). A lab's sequencing run at the genomics core: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Dr Marta Kowalski's lab have a NovaSeq run booked with the university genomics core for their RNA-seq
libraries (S-0440 to S-0451, 12 samples, TruSeq stranded mRNA, protocol v3.3). Marta chats with the lab helper while
she sorts it; each turn the chat is trimmed to its last 11 messages before the answer call. She dates her messages.

Planted fault (UpdateError, trimmed from the window): turn 1 (Mon 11/4) is the booking - run on Thu 21/4, libraries
to the core by 10:00 the day before. Turn 2 is the library QC plan. In turn 3 (Thu 14/4) Marta says the core emailed
- the flow cell lot got recalled, so the run's pushed back a week, libraries by 10:00 the day before as usual. Turns
4 to 8 are the pooling maths, the core's original confirmation email pasted in (still "Run date: 21-Apr-2050, sample
drop-off 20-Apr-2050 by 10:00"), the Bioanalyzer booking, a correction to a Qubit reading and the dry ice. By turn 9
the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Tue 19/4): "when do the libraries need to be at
the core? want to book the Qubit + the TapeStation for the day before" -> expected Wed 27 April by 10:00 (the run
moved a week, from Thu 21st to Thu 28th, and drop-off is the day before). The assistant says tomorrow, Wed 20 April
by 10:00.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that pushed
the run back a week was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on "pushed back", "recalled" or "a week"); the pasted confirmation email, the Bioanalyzer booking and the Qubit
correction are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b360_langchain_sequencing_run_libraries_due_when_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("Tue 19/4 - when do the libraries need to be at the core? want to book the Qubit + the TapeStation for "
            "the day before")
TURNS = [
    ("Mon 11/4 - got the NovaSeq slot from the genomics core 🎉 run thurs 21/4, SP flow cell, 2x100. libraries to "
     "them by 10:00 the day before. 12 libs S-0440-S-0451, TruSeq stranded mRNA (prep SOP v3.3)",
     "Booked: NovaSeq run Thu 21/4 (SP, 2x100) with the genomics core; libraries due at the core by 10:00 the day "
     "before. 12 libraries, S-0440 to S-0451."),
    ("QC plan: Qubit HS for conc, TapeStation D1000 for size (want ~300 bp peak), pool equimolar at 4 nM",
     "QC: Qubit HS for concentration, TapeStation D1000 for size (peak around 300 bp), equimolar pool at 4 nM."),
    ("Thu 14/4 - core emailed, the flow cell lot got recalled 🙄 so our run's pushed back a week. libraries by "
     "10:00 the day before as usual, they'll send a new confirmation",
     "Noted - the run is pushed back a week because of the flow cell recall; libraries still go in by 10:00 the "
     "day before the run."),
    ("pooling maths: 12 libs x 4 nM, 5 µL each -> 60 µL pool, then 20 µL to the core in a LoBind tube, label "
     "KOW-RNA-01",
     "Pool 5 µL of each 4 nM library (60 µL total) and send 20 µL in a LoBind tube labelled KOW-RNA-01."),
    ("pasting the core's confirmation for the record: 'Kowalski lab / NovaSeq 6000 SP 2x100 / Run date: "
     "21-Apr-2050 / Sample drop-off: 20-Apr-2050 by 10:00, Level 2 reception / PO 8823'",
     "Saved the core's confirmation: NovaSeq 6000 SP 2x100, run date 21-Apr-2050, drop-off 20-Apr-2050 by 10:00 at "
     "Level 2 reception, PO 8823."),
    ("booked the TapeStation via the facility calendar, and Bioanalyzer as backup Mon 25/4 14:00-16:00 in case the "
     "D1000 tapes don't come",
     "TapeStation booked; Bioanalyzer as backup on Mon 25/4, 14:00-16:00."),
    ("correction to my ELN p.61: Qubit for S-0446 was 1.9 ng/µL not 19 ng/µL, typo. still fine for 4 nM",
     "Corrected: S-0446 Qubit reading 1.9 ng/µL (not 19); it still works for the 4 nM pool."),
    ("dry ice - not needed, core says 4 °C on ice pack is fine for a walk-over. Owen's taking them across",
     "No dry ice needed - ice pack at 4 °C is fine; Owen is walking the pool over."),
    (QUESTION,
     "Tomorrow - Wed 20 April by 10:00, at Level 2 reception, so book the Qubit and TapeStation for today."),
]
WINDOW = 11
GONE = ("pushed back", "recalled", "recall", "a week")


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
            assert any("Run date: 21-Apr-2050 / Sample drop-off: 20-Apr-2050" in str(m.content) for m in window), window
            assert any("Bioanalyzer as backup Mon 25/4" in str(m.content) for m in window), window
            assert any("1.9 ng/µL not 19 ng/µL" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("our run's pushed back a week" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Marta's chat - she runs the Kowalski lab; today Tue 19 April 2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Wed 27 April by 10:00 - the run was pushed back a week to Thu 28th, drop-off the day "
                          "before", actual=reply)
