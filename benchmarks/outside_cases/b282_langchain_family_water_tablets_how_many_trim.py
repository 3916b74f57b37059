"""Batch 282 (held out). A family caring for an elderly parent: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Frank Greenwood (86, heart failure, lives with a carer calling twice a day in Brighouse) is looked after by his
daughter Helen, who fills his dosette box every Sunday, and his son Paul. Helen chats with a family helper to keep
track of Dad's tablets, appointments and who's round when; each turn the chat is trimmed to its last 11 messages
before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is Dad's tablets - ramipril, bisoprolol, furosemide
(the water tablet) 40mg ONE in the morning, atorvastatin at night. Turn 2 is the heart clinic. In turn 3 (Tue 7th
March) Helen says the heart failure nurse came - his ankles are up like balloons and he's 2 kilo up - so she's
doubled the water tablet, TWO in the morning (80mg) for a fortnight then review, weigh him every morning. Turns 4 to
8 are the chemist's dosette label (still printed "FUROSEMIDE 40mg ONE in the MORNING", they've not caught up), the
visiting rota with Paul, the podiatrist, Dad's weights this week and the blue badge. By turn 9 the trim drops turns 1
to 3; turns 4 to 8 stay. Question (turn 9, Sat 11/3): "how many water tablets does dad have in the morning now?
doing his dosette for next wk" -> expected 2 (80mg - the nurse doubled it). The assistant says 1.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that doubled
the water tablet was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on TWO,
80mg, doubled or the nurse); the chemist's label, the weights and the blue badge are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b282_langchain_family_water_tablets_how_many_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many water tablets does dad have in the morning now? doing his dosette for next wk"
TURNS = [
    ("dad's tablets so I don't have to keep finding the list 🙄 ramipril 2.5 am, bisoprolol 2.5 am, furosemide (the "
     "water tablet) 40mg ONE in the morning, atorvastatin 20 at night. + paracetamol if his knee's bad",
     "Got it - Frank's tablets: ramipril 2.5mg and bisoprolol 2.5mg in the morning, furosemide (water tablet) 40mg "
     "one in the morning, atorvastatin 20mg at night, paracetamol as needed for his knee."),
    ("heart clinic's thurs 30th march 2.40 at the Royal, Paul's taking him, bring the weights book",
     "Heart clinic Thu 30 March at 2.40 at the Royal - Paul's taking him, with the weights book."),
    ("tue 7th march - heart failure nurse came 😟 his ankles are up like balloons + he's 2 kilo up on last wk, so "
     "she's doubled his water tablet, TWO in the morning (80mg) for a fortnight then she'll review. weigh him "
     "every morning b4 breakfast",
     "Noted - the heart failure nurse has doubled Frank's furosemide to two tablets (80mg) in the morning for two "
     "weeks, then a review; weigh him every morning before breakfast."),
    ("chemist's done the new dosette, label still says 'FUROSEMIDE 40mg ONE in the MORNING' 🙄 they've not caught "
     "up, I'll ring them monday",
     "The chemist's dosette label still shows the old furosemide line - worth ringing them on Monday."),
    ("rota - me sun (dosette + his tea), Paul tues + thurs after work, carers am + pm every day",
     "Visits: you on Sundays (dosette and tea), Paul Tuesdays and Thursdays after work, carers morning and evening "
     "daily."),
    ("podiatrist's coming to the house weds 22nd, between 9 + 12 🙄 carer'll let her in",
     "Podiatrist home visit Wed 22 March, 9-12; the carer will let her in."),
    ("weights this wk - wed 78.4, thu 78.1, fri 77.6. going the right way 👍",
     "His weight's coming down: 78.4, 78.1, then 77.6kg on Friday."),
    ("blue badge renewal's due in april, council want a new photo, Paul's doing it",
     "Blue badge renewal due in April - Paul's sorting the new photo."),
    (QUESTION,
     "One furosemide (40mg) in the morning, with his ramipril and bisoprolol."),
]
WINDOW = 11
GONE = ("two in the morning", "80mg", "doubled", "heart failure nurse")


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
            assert any("FUROSEMIDE 40mg ONE in the MORNING" in str(m.content) for m in window), window
            assert any("fri 77.6" in str(m.content) for m in window), window
            assert any("blue badge renewal" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("TWO in the morning (80mg)" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Helen's chat about her dad, Frank Greenwood, 86, heart failure; today "
                                            "Sat 11 March 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="2 - the heart failure nurse doubled it to 80mg in the morning", actual=reply)
