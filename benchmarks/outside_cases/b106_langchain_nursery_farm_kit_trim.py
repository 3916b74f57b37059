"""Batch 106 (held out). A nursery's outing planning chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 12 messages), one root span per turn.

App: Jas, room leader of the Hedgehogs (3-4 year olds) at Little Acorns nursery, plans the trip to Cotswold Farm
Park with an assistant. Each turn the history is trimmed to the last 12 messages (starting on a human one) before
the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says every child needs sun cream on before they leave
and a water bottle with their name on. Later turns: the coach, the ratio, lunch, the allergy bag, and turn 6 says
wellies too, the goat barn is a mud bath after the rain. At turn 7 the trim drops turn 1. Question: "what've the
parents got to send in with the kids on thurs? doing the letter now" -> expected sun cream on, a named water
bottle, and wellies. The assistant says just wellies.

Expected verdict: UpdateError at langchain.trim_messages (the turn-7 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 7's, which still has the wellies line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b106_langchain_nursery_farm_kit_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what've the parents got to send in with the kids on thurs? doing the letter now"
TURNS = [
    ("farm park trip thurs 3rd july - every child needs suncream ON before they arrive (we can top up, not do the "
     "first lot) + a water bottle w their name on it, we get so many mix ups",
     "Sun cream on before arrival and a named water bottle for each child."),
    ("coach = Barnes Coaches, 33 seater w seatbelts, leaving 9.15 back for 3. £265 from the trip fund",
     "Barnes Coaches, 33 seats with belts, 9.15 to 3, £265 from the trip fund."),
    ("ratio for outings is 1:2 for the hedgehogs so 18 kids = 9 adults. got 5 staff + 3 parents, need 1 more",
     "You need one more adult: 18 children at 1:2 is 9 adults and you have 8."),
    ("lunch - nursery doing packed lunches, cook says cheese or ham sarnies, fruit, no grapes unless quartered",
     "Packed lunches from the nursery kitchen; grapes quartered."),
    ("allergy bag - Ella's epipen + Noah's inhaler, Jas carrying it, forms in the front pocket",
     "You're carrying the allergy bag with Ella's epipen and Noah's inhaler."),
    ("ooh and wellies!! farm rang, the goat barn's a mudbath after all the rain, they said trainers will be "
     "wrecked",
     "Wellies for everyone because of the mud in the goat barn."),
    (QUESTION,
     "Just wellies - the farm says the goat barn is very muddy. Lunch is provided by the nursery, so nothing "
     "else to send."),
]
WINDOW = 12


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
            assert not any("suncream" in str(m.content).lower() or "sun cream" in str(m.content).lower()
                           or "water bottle" in str(m.content).lower() for m in window), window
            assert any("wellies!!" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("suncream ON" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jas's chat about the Hedgehogs' farm park trip)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="sun cream already on, a water bottle with their name, and wellies", actual=reply)
