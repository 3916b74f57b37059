"""Batch 322 (held out). A pet sitter's bookings: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Kayleigh runs Happy Tails, a dog-walking and pet-sitting round in Sowerby Bridge. She chats with her helper
while she sorts the week's bookings; each turn the chat is trimmed to its last 11 messages before the answer call.
This week she's off for a day and her friend Ellie is covering.

Planted fault (UpdateError, trimmed from the window): turn 1 is Rolo, the Websters' springer - two walks a day while
they're in Portugal (Sat 4th to Sat 11th June), an hour each, 8am and 4pm, off lead on the rec. Turn 2 is his food.
In turn 3 Mrs Webster rings - the vet's had another look at his knee (the cruciate op in May), and two big walks is
too much, so three short ones, 20 minutes max, on the lead, 8, 12 and 5 - Kayleigh's fine with it, she'll fit the
12 o'clock one in. Turns 4 to 8 are the Websters' booking confirmation pasted in (still "2 x 1hr walks daily"), the
cats in Luddenden, the key, her dentist day with Ellie covering, and the rabbits. By turn 9 the trim drops turns 1
to 3; turns 4 to 8 stay. Question (turn 9, Tue 7/6, for Ellie): "how many walks does Rolo get a day? Ellie's doing
weds for me + wants to plan her route" -> expected three short ones (20 mins max, on the lead, 8, 12 and 5). The
assistant says two, an hour each.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made it
three short walks was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on three walks, 20 mins or the knee); the booking confirmation, the key and the dentist day are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b322_langchain_pet_sitter_dog_walks_how_many_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many walks does Rolo get a day? Ellie's doing weds for me + wants to plan her route"
TURNS = [
    ("ROLO 🐶 (Websters' springer) - they're in Portugal sat 4th-sat 11th june. 2 walks a day, an hr each, 8am + "
     "4pm, off lead on the rec is fine he comes back for ham",
     "Got it - Rolo, the Websters' springer, Sat 4 to Sat 11 June: two one-hour walks a day at 8am and 4pm, off lead "
     "on the rec is fine."),
    ("food - 2 scoops of the Burns am + pm, NO chicken (itchy ears). water bowl by the back door",
     "Rolo's food: two scoops of Burns morning and evening, no chicken, water bowl by the back door."),
    ("Mrs W just rang - vet had another look at his knee (the cruciate op in may) + 2 big walks is too much for it. "
     "so 3 short ones, 20 mins MAX, on the lead, 8, 12 + 5. fine by me, I'll squeeze the 12 o'clock in",
     "Understood - Rolo's on three short walks now, 20 minutes max each, on the lead, at 8, 12 and 5, for his knee."),
    ("can u check this - Websters' booking confirmation I sent in april: 'Happy Tails - Rolo - 04/06-11/06 - 2 x 1hr "
     "walks daily + feed - £18/day - total £144 - deposit £40 paid' - is the total right?",
     "Eight days at £18 is £144, so the total's right, and £104 is left after the £40 deposit."),
    ("cats in Luddenden (the Shaws) - once a day 6pm, Pickle needs her drops in her left eye, 1 drop",
     "The Shaws' cats in Luddenden: one visit a day at 6pm, and one drop in Pickle's left eye."),
    ("Websters' key is on my hook, blue fob. alarm code 1966, u get 30 secs",
     "The Websters' key is on your hook with the blue fob; alarm code 1966, 30 seconds."),
    ("dentist weds 8th 🦷 Ellie's covering all of weds - Rolo, the Shaws + the Khans' rabbits",
     "Ellie is covering all of Wednesday 8th: Rolo, the Shaws' cats and the Khans' rabbits."),
    ("rabbits - Khans', hay + greens am, check the water bottle isn't frozen lol (june, it won't be)",
     "The Khans' rabbits: hay and greens in the morning, and check the water bottle."),
    (QUESTION,
     "Two a day - an hour each, at 8am and 4pm, off lead on the rec is fine."),
]
WINDOW = 11
GONE = ("3 short", "three short", "20 mins", "20 minutes", "knee", "cruciate")


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
            assert any("2 x 1hr walks daily" in str(m.content) for m in window), window
            assert any("blue fob" in str(m.content) for m in window), window
            assert any("Ellie's covering all of weds" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so 3 short ones, 20 mins MAX" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kayleigh's chat - she runs Happy Tails, dog walking and pet sitting in "
                                            "Sowerby Bridge; today Tue 7 June 2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="three short walks, 20 mins max on the lead (8, 12 and 5) - the vet said two big ones are too "
                          "much for his knee", actual=reply)
