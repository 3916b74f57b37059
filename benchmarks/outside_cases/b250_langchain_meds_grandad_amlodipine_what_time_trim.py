"""Batch 250 (held out). A family's medication schedule chats: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Grandad (Eric, 84) lives on his own in Sowerby Bridge and his grandchildren share looking after his tablets -
they fill his dosette box on Sunday nights. Rachel keeps one running chat with the family's helper about his meds;
each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is his list - with breakfast about 8, amlodipine 5mg,
ramipril and the aspirin; at tea, 6ish, the atorvastatin. Turn 2 is the repeat prescription. In turn 3 (Thu 3rd,
after the GP review) Rachel says he's been dizzy in the mornings, nearly went over in the kitchen, so the GP has
moved the amlodipine to bedtime, about 10, everything else as it was. Turns 4 to 8 are the eye drops, the
pharmacy's new box (its label still says ONE to be taken each MORNING - the chemist said ignore it, it's the old
label), the chiropodist, the carer's times and the dosette box itself. By turn 9 the trim drops turns 1 to 3; turns
4 to 8 stay. Question (turn 9, Sun 13/3, Rachel's brother Jamie doing the box): "what time does Grandad have his
amlodipine now? doing his box tonight, which slot does it go in" -> expected bedtime, about 10pm. The assistant says
the morning, with breakfast.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
the amlodipine to bedtime was in the history and in every window from turn 3 to turn 8, and this trim cut it from
the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on bedtime, the dizziness or the GP review); the pharmacy label, the carer's times and the dosette box are
in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b250_langchain_meds_grandad_amlodipine_what_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time does Grandad have his amlodipine now? doing his box tonight, which slot does it go in"
TURNS = [
    ("grandad's tablets 💊 w/ breakfast (8ish): amlodipine 5mg, ramipril 2.5, the aspirin 75. at tea (6ish) the "
     "atorvastatin. can u keep track for us, there's 4 of us doing his box on rotation",
     "Of course - with breakfast around 8: amlodipine 5mg, ramipril 2.5mg and aspirin 75mg; at teatime around 6: "
     "atorvastatin."),
    ("repeat prescription goes in on the 20th each month, Boots on Wharf St deliver tues",
     "Repeat prescription in on the 20th of each month; Boots on Wharf St deliver on Tuesdays."),
    ("Thu 3rd - GP review done. he's been dizzy in the mornings, nearly went over in the kitchen 😟 so she's moved "
     "the amlodipine to bedtime, about 10. everything else as it was",
     "Noted - amlodipine moves to bedtime, about 10pm, because of the morning dizziness; everything else stays as "
     "it was."),
    ("eye drops (latanoprost) 1 drop each eye at night, they live in the fridge door",
     "Latanoprost eye drops, one drop in each eye at night; kept in the fridge door."),
    ("new box came from Boots - label on it still says 'AMLODIPINE 5MG TABLETS. ONE to be taken each MORNING' 🙄 "
     "chemist said ignore it, it's the old label, they'll do a new one next time",
     "OK - the new box still has the old label; the chemist will reprint it with the next supply."),
    ("chiropodist tues 15th 11.15 at the health centre, Mum's taking him",
     "Chiropodist Tuesday 15th at 11.15 at the health centre; your mum is taking him."),
    ("carer comes 8.30-9 and 7-7.30 weekdays (Bernadette mostly), she prompts him but doesn't give them",
     "The carer (mostly Bernadette) comes 8.30-9 and 7-7.30 on weekdays; she prompts him but doesn't give the "
     "tablets."),
    ("his dosette box has 4 slots - morning, lunch, tea, bed. lunch is always empty lol",
     "His dosette box has four slots - morning, lunch, tea and bed; the lunch slot is usually empty."),
    (QUESTION,
     "In the morning slot - he takes the amlodipine 5mg with his breakfast, about 8."),
]
WINDOW = 11
GONE = ("bedtime", "dizzy", "gp review", "about 10")


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
            assert any("ONE to be taken each MORNING" in str(m.content) for m in window), window
            assert any("she prompts him but doesn't give them" in str(m.content) for m in window), window
            assert any("morning, lunch, tea, bed" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("moved the amlodipine to bedtime" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(the family's chat about Grandad Eric's tablets; today Sun 13 March "
                                            "2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="bedtime, about 10pm - the GP moved it because of his morning dizziness (bed slot)",
       actual=reply)
