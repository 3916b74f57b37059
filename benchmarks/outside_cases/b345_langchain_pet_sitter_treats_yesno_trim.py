"""Batch 345 (held out). A pet-sitter's voice notes to a client: LangChain InMemoryChatMessageHistory +
trim_messages (last 13 messages), one root span per turn.

App: Rachel is away Thu 8th - Sun 18th Sept 2050 and Kelly (Kelly's Paws) pops in twice a day to see to Biscuit the
cat. Kelly sends WhatsApp voice notes; Rachel's phone assistant transcribes each one (no punctuation, fillers and
all) into a chat and acknowledges it, and Rachel asks it things. Each turn the chat is trimmed to its last 13
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is Kelly's first visit. In turn 2 (Sat 10 Sept) Kelly
says Biscuit was a bit sick, she rang the vet on Skircoat Road and they think it's the treats, so no Dreamies or any
treats at all for two weeks, just the sensitive food - she's fine in herself. Turns 3 to 8 are the plants, a
parcel, the bins, Biscuit sitting by the treat cupboard at nine like clockwork, the heating, and the last visit.
By turn 9 the trim drops turns 1 and 2; turns 3 to 8 stay. Question (turn 9, Sat 17 Sept, Rachel): "back sunday
teatime can i give biscuit her dreamies when i get in she'll be sulking otherwise" -> expected no - the vet said no
treats for two weeks from Sat 10th (so not till about the 24th). The assistant says yes.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn with the vet's
no-treats advice was in the history and in every window from turn 2 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 2 is in every window from turn 2 to turn 8 and missing from turn 9's (nothing on the
vet, two weeks, being sick or the sensitive food); the treat-cupboard note, the plants and the last visit are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b345_langchain_pet_sitter_treats_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "back sunday teatime can i give biscuit her dreamies when i get in she'll be sulking otherwise"
TURNS = [
    ("voice note from kelly thu 8 sept 18:20 hiya rachel it's kelly um just to say i've been and biscuit's fine she "
     "had all her tea and then sat on my knee for like ten minutes so um yeah i'll come eight and six every day like "
     "we said see you",
     "Kelly's been - Biscuit ate all her tea and is fine. Kelly's coming at 8 and 6 every day."),
    ("voice note from kelly sat 10 sept 08:35 hi rachel um so don't panic but biscuit was a bit sick this morning "
     "just the once so i rang the vet the one on skircoat road and they said it's probably all the treats so no "
     "dreamies or any treats at all for two weeks just the sensitive food the hills one that's in the cupboard um "
     "she's absolutely fine in herself eating and purring so yeah",
     "Biscuit was sick once this morning; the vet thinks it's the treats, so no Dreamies or other treats for two "
     "weeks - just the Hill's sensitive food. She's fine in herself."),
    ("voice note from kelly sat 10 sept 18:10 watered all the plants in the back bedroom and the big one in the "
     "kitchen the um the peace lily was looking a bit sad it's perked up now",
     "Plants watered, and the peace lily has perked up."),
    ("voice note from kelly mon 12 sept 08:15 there was a parcel on the step from amazon i've put it in the hall "
     "behind the door so it's not on show",
     "An Amazon parcel is in the hall behind the door."),
    ("voice note from kelly weds 14th 18:05 bins went out um tuesday no sorry wednesday night it's the green one "
     "this week isn't it i checked the calendar on the fridge",
     "The green bin went out on Wednesday night."),
    ("voice note from kelly thu 15th 21:10 ha she sat by the treat cupboard at nine again like clockwork honestly "
     "rachel she's got you trained she just stares at it",
     "Ha - Biscuit's at the treat cupboard at nine on the dot."),
    ("voice note from kelly fri 16th 08:10 it was a bit nippy this morning so i put the heating on the timer for an "
     "hour in the evening is that alright i'll put it back before you're home",
     "The heating's on the timer for an hour in the evenings; Kelly will put it back."),
    ("voice note from kelly sat 17th 18:30 so um last visit's sunday morning about eight then i'll leave the key in "
     "the safe like we said and i'll text you when i'm done",
     "Last visit Sunday about 8am; the key goes back in the safe and Kelly will text."),
    (QUESTION,
     "Yes, go for it - she'll be at the treat cupboard at nine waiting for them anyway."),
]
WINDOW = 13
GONE = ("vet", "two weeks", "sick", "sensitive", "hills", "hill's")


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
            assert any("treat cupboard at nine" in str(m.content) for m in window), window
            assert any("peace lily" in str(m.content) for m in window), window
            assert any("last visit's sunday morning" in str(m.content) for m in window), window
        elif i >= 2:
            window = trim(messages)
            assert any("no dreamies or any treats at all for two weeks" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Rachel's chat - Kelly from Kelly's Paws is cat-sitting Biscuit while "
                                            "Rachel's away Thu 8 - Sun 18 Sept 2050; today Sat 17 Sept)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="no - the vet said no treats at all for two weeks from Sat 10th, so not till about the 24th",
       actual=reply)
