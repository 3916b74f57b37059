"""Batch 331 (held out). A sign language class: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Karen is doing BSL Level 1 at Calderdale College, Thursday nights 6.30-8.30 from January 2051, with Jo (a Deaf
tutor - no voices in class). She chats with her own helper to keep track of the course; each turn the chat is
trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the course - Thursdays 6.30-8.30, the exam on Thu
9th March, two units. Turn 2 is the fingerspelling homework. In turn 3 (Thu 19th Jan) Jo has told the class the
assessor can't do the 9th, so the exam's moved to Tues 14th March, same time, same room. Turns 4 to 8 are the
family signs, the exam office's booking letter (dated 6/1, it "took its time": still Thursday 9 March, Room B12,
bring photo ID), a practice partner, the Deaf club social and the parking. By turn 9 the trim drops turns 1 to 3;
turns 4 to 8 stay. Question (turn 9, Mon 6/2): "what day's the exam? need to book the afternoon off work to revise
😬" -> expected Tuesday 14th March. The assistant says Thursday 9th March.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
the exam to Tues 14th March was in the history and in every window from turn 3 to turn 8, and this trim cut it from
the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on the 14th, the assessor or the move); the exam office letter, the Deaf club and the parking are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b331_langchain_sign_class_exam_which_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what day's the exam? need to book the afternoon off work to revise 😬"
TURNS = [
    ("started BSL level 1 🤟 thurs nights 6.30-8.30 at the college, tutor's Jo, she's Deaf so no talking in class "
     "(!!) exam's thurs 9th march, 2 units, receptive + productive. can u help me keep track",
     "Of course - BSL Level 1 on Thursdays 6.30-8.30 at the college with Jo; the exam is Thursday 9 March, two units "
     "(receptive and productive)."),
    ("homework - fingerspelling alphabet till it's automatic, my name + where i live. Jo says practise in a mirror",
     "Homework: the fingerspelling alphabet, your name and where you live - practised in a mirror."),
    ("Thu 19th Jan - Jo signed it + wrote it on the board so we all got it 😂 the assessor can't do the 9th, so the "
     "exam's moved to tues 14th march, same time 6.30, same room",
     "Noted - the exam has moved to Tuesday 14 March, 6.30, same room, because the assessor can't do the 9th."),
    ("vocab this wk - family signs, mum dad sister brother grandma, + numbers 1-20. my 7 + 8 are rubbish",
     "This week's vocab: family signs and numbers 1-20 - worth drilling 7 and 8."),
    ("the exam office letter finally came, dated 6/1 (took its time!!) 📄 'Signature BSL101 Level 1 Certificate - "
     "assessment: Thursday 9 March 2051, 6.30pm, Room B12. Please bring photo ID.' need to find my passport",
     "Got it - the letter asks for photo ID on the day, so dig out your passport."),
    ("practice partner - me + Aisha from class, we're meeting at the café in the park sat mornings to practise",
     "Saturday mornings at the park café with Aisha for practice - good idea."),
    ("Deaf club social fri 3rd feb at the Trades Club 🍻 Jo says come along, good practice, no voices allowed",
     "Deaf club social, Friday 3 Feb at the Trades Club - no voices, good practice."),
    ("parking - college car park's £3 after 6 now 🙄 or free on the street by the park if u get there early",
     "College car park is £3 after 6, or free street parking by the park if you're early."),
    (QUESTION,
     "Thursday 9th March - 6.30pm in Room B12, and bring your photo ID."),
]
WINDOW = 11
GONE = ("14th march", "14 march", "assessor", "moved")


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
            assert any("assessment: Thursday 9 March 2051" in str(m.content) for m in window), window
            assert any("Deaf club social" in str(m.content) for m in window), window
            assert any("£3 after 6" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("exam's moved to tues 14th march" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Karen's chat - she's doing BSL Level 1 at Calderdale College; today "
                                            "Mon 6 February 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Tuesday 14th March - the assessor couldn't do the 9th, same time 6.30", actual=reply)
