"""Batch 299 (held out). A pet sitting service: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Whiskers & Wags does home visits for cats, rabbits and guinea pigs round Hebden Bridge. A client, Rob, books a
week's sitting through the service's chat helper while he sorts out his holiday; each turn the chat is trimmed to
its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the booking - two cats, Sat 12th to Sat 19th July,
two visits a day, and the helper quotes £14 a visit. In turn 3 Rob passes on what Jo (who runs the service) told
him on the phone - with the rabbits as well it counts as multi-pet, so it's £16 a visit, fair enough, the hutch
takes a while. Turns 4 to 8 are the key, the booking form, the cats' food, the rabbits' hay and veg, and the vet;
turn 5 pastes the booking form, made out before the phone call ("2 visits a day x 7 days @ £14/visit" - Jo said
she'll sort the form). By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu 10/7): "so
what's the total for the week? want to transfer it before we go" -> expected £224 (14 visits at £16, the multi-pet
rate). The assistant, with the form's £14 and the 14 visits in its window, says £196.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made it
£16 a visit was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on £16,
multi-pet or the hutch); the booking form's £14, the 14 visits and the key and vet turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b299_langchain_pet_sitting_week_cost_sum_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "so what's the total for the week? want to transfer it before we go"
TURNS = [
    ("hiya, booking for our 2 cats (Pickle + Moss) sat 12th - sat 19th july, we're in Cornwall 🏖️ twice a day pls, "
     "morning + teatime",
     "Lovely - Pickle and Moss, Sat 12th to Sat 19th July, two visits a day (morning and teatime). Cat visits are "
     "£14 a visit."),
    ("also we've got 2 rabbits now, Bun + Fudge, in the hutch in the garden. is that ok?",
     "Yes, no problem - the rabbits can be fed and checked on the same visits."),
    ("just spoke to Jo on the phone - she says with the rabbits it counts as multi pet so it's £16 a visit not 14, "
     "fair enough the hutch takes a while to do",
     "Thanks for letting me know - £16 a visit then, the multi-pet rate with the rabbits."),
    ("key - we'll leave it w/ next door at no.7, Sandra, she's in most days. back door sticks, lift + push",
     "Key with Sandra at no. 7; the back door sticks, so lift and push."),
    ("booking form came thru 📝 'Pickle + Moss, 12/7-19/7, 2 visits a day x 7 days @ £14/visit' - Jo said she'll "
     "sort the form, can u check the dates are right? last visit sat morning, we're back sat teatime",
     "The dates are right - 2 visits a day for 7 days, 14 visits in all, the last one Saturday morning."),
    ("cats: half a pouch each am + pm, biscuits topped up, Moss is a greedy so-and-so so feed him in the kitchen + "
     "Pickle on the landing",
     "Half a pouch each morning and teatime, biscuits topped up; Moss in the kitchen, Pickle on the landing."),
    ("rabbits - hay + a handful of the nuggets, greens from the fridge, water bottle changed daily. they'll try + "
     "escape 😂",
     "Rabbits: hay, a handful of nuggets, greens from the fridge and fresh water daily - and watch the door."),
    ("vet's Calder Vets on Market St, 01422 000118, we'll leave a card behind the bread bin in case",
     "Calder Vets on Market St, 01422 000118; a card behind the bread bin."),
    (QUESTION,
     "£196 for the week - 14 visits at £14."),
]
WINDOW = 11
GONE = ("£16", "multi pet", "multi-pet", "hutch takes")


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
            assert any("x 7 days @ £14/visit" in str(m.content) for m in window), window
            assert any("14 visits in all" in str(m.content) for m in window), window
            assert any("lift + push" in str(m.content) for m in window), window
            assert any("Calder Vets on Market St" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so it's £16 a visit not 14" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Rob's booking chat with Whiskers & Wags pet sitting; today Thu 10 July "
                                            "2051)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="£224 - 14 visits at £16, the multi-pet rate with the rabbits", actual=reply)
