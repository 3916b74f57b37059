"""Batch 334 (held out). A garden centre's Christmas grotto: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: Holmfield Garden Centre run a Santa's grotto from Sat 26th Nov to Christmas Eve 2050 - slots every 20 minutes,
a present for each child, elves from the Saturday staff, real reindeer one weekend. Lorraine (the grotto manager)
chats with the centre's helper while she sorts it, and later the customer-service desk asks it things; each turn the
chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the grotto - 10-4 daily, £9.95 a child, no dogs in
the grotto (assistance dogs fine). Turn 2 is the elves' rota. In turn 3 Lorraine says head office have said yes to
"Pawsome Tuesdays" - dogs welcome in the grotto on Tuesday mornings 9.30-12, Santa has a bag of dog treats, the dog
photo is £5 extra; every other day it's still no dogs. Turns 4 to 8 are the reindeer, the printers' sign proof
(still "NO DOGS beyond this point", she'll get the Tuesday one done separately), the Santa breakfasts, the presents
and the overflow car park. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Fri 2/12,
the customer-service desk, a customer on the phone): "can they bring their dog to see Santa on tues? they want a
photo of Bella w/ him for their xmas card" -> expected yes, Tuesday mornings 9.30-12 are dog mornings (photo £5
extra). The assistant says no, assistance dogs only.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that allowed
dogs on Tuesday mornings was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on Pawsome, dog treats or 9.30-12); the sign proof, the reindeer and the overflow car park are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b334_langchain_grotto_dog_tuesday_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("desk here - can they bring their dog to see Santa on tues? they want a photo of Bella w/ him for their "
            "xmas card")
TURNS = [
    ("GROTTO 🎅 opens sat 26th nov, 10-4 every day till xmas eve, 20 min slots, £9.95 a child incl present, adults "
     "free. no dogs in the grotto (assistance dogs fine). can u help me keep track of it all",
     "Of course - the grotto opens Sat 26 Nov, 10 till 4 daily until Christmas Eve, 20-minute slots, £9.95 a child "
     "with a present, adults free; no dogs except assistance dogs."),
    ("elves - Chloe, Ryan + Jess wkends, Megan + Amber after school tues-fri from the 5th. Dean's head elf",
     "Elves: Chloe, Ryan and Jess at weekends; Megan and Amber after school Tuesday to Friday from the 5th; Dean is "
     "head elf."),
    ("good news 🐶 head office have said yes to 'Pawsome Tuesdays' - dogs welcome in the grotto tues mornings "
     "9.30-12, Santa's got a bag of dog treats, dog photo £5 extra. every other day still no dogs",
     "Great - dogs are welcome in the grotto on Tuesday mornings, 9.30 till 12 ('Pawsome Tuesdays'), with treats "
     "from Santa and a £5 dog photo; no dogs the rest of the time."),
    ("reindeer 🦌 coming sat 10th + sun 11th, in the pen by the car park 11-3, NOT in the grotto obvs",
     "Real reindeer Sat 10 and Sun 11 Dec, 11 till 3, in the pen by the car park."),
    ("printers sent the sign proof - 'Santa's Woodland Grotto 🎄 NO DOGS beyond this point (assistance dogs "
     "excepted)' - looks fine, i'll get the tues one done separate",
     "The sign proof reads well - nothing to change in the wording."),
    ("santa breakfasts sat 10th + 17th, 8.30-9.30 in the café b4 the grotto opens, £12.50 a child, sausage + pancakes",
     "Santa breakfasts Sat 10 and 17 Dec, 8.30 to 9.30 in the café, £12.50 a child."),
    ("presents - under 3s soft toy, 3-7 craft set, 8+ selection box. stored in the potting shed, Dean's got the key",
     "Presents: soft toy for under-3s, craft set for 3 to 7s, selection box for 8 and over; in the potting shed."),
    ("car park - overflow on the field behind the aquatics from the 10th, Ryan + a hi-vis on it wkends",
     "Overflow parking on the field behind the aquatics from the 10th, with Ryan marshalling at weekends."),
    (QUESTION,
     "Sorry, no - only assistance dogs are allowed in the grotto, so Bella would have to stay outside."),
]
WINDOW = 11
GONE = ("pawsome", "dog treats", "9.30-12", "dogs welcome")


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
            assert any("NO DOGS beyond this point" in str(m.content) for m in window), window
            assert any("in the pen by the car park" in str(m.content) for m in window), window
            assert any("behind the aquatics" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("dogs welcome in the grotto tues mornings" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Lorraine's chat - she runs the grotto at Holmfield Garden Centre; the "
                                            "customer-service desk uses it too. Today Fri 2 December 2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="yes - Tuesday mornings 9.30-12 are dog mornings ('Pawsome Tuesdays'), the photo's £5 extra",
       actual=reply)
