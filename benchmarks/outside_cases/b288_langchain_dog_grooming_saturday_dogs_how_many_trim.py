"""Batch 288 (held out). A dog grooming salon: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Waggy Tails in Hebden Bridge - Jo (the owner), Lisa, and Megan part-time; two tables and a new hydrobath. Jo
chats with the salon's helper through the week to keep Saturday straight; each turn the chat is trimmed to its
last 11 messages before the answer call. Jo's rule: more than 8 dogs on a day and she needs Megan in.

Planted fault (UpdateError, trimmed from the window): turn 1 is Saturday 14th's book - 7 dogs (Bramble at 9, the
two Westies at 9.30, Monty 10.30, Pepper 11, Biscuit the doodle 12, Luna 1.30), Jo and Lisa, Megan off. Turn 2 is
the hydrobath arriving. In turn 3 the waiting list came good - the Pattersons' two springers are in at 2 and 2.30,
so that's 9 dogs, and over 8 she needs Megan in. Turns 4 to 8 are Biscuit's teddy bear face, the day sheet she's
printed for the wall (still "SAT 14: 7 dogs", she'll write the springers on by hand), the towels, Luna being
nervous of the dryer and the card machine. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question
(turn 9, Thu 12/10): "how many dogs have we got on saturday? Megan's asking if she needs to come in" -> expected 9
(so yes, Megan's needed). The assistant says 7.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made
Saturday 9 dogs was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 9
dogs, the springers or the Pattersons); the day sheet, the towels and Luna are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b288_langchain_dog_grooming_saturday_dogs_how_many_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many dogs have we got on saturday? Megan's asking if she needs to come in"
TURNS = [
    ("SAT 14th's book 🐶 Bramble 9am, the 2 Westies 9.30, Monty 10.30, Pepper 11, Biscuit the doodle 12, Luna 1.30. "
     "7 dogs, me + Lisa, Megan's off. can u help me keep sat straight",
     "Of course - Saturday 14th: Bramble 9, the two Westies 9.30, Monty 10.30, Pepper 11, Biscuit 12 and Luna 1.30, "
     "7 dogs, you and Lisa."),
    ("hydrobath's coming weds 🛁 plumber thurs am so we're on the old bath till then",
     "Noted - the hydrobath arrives Wednesday and the plumber fits it Thursday morning."),
    ("waiting list came good!! the Pattersons' 2 springers are in for sat, 2 + 2.30. so that's 9 dogs - over 8 + I "
     "need Megan in, I'll ask her",
     "Great - the Pattersons' two springers at 2 and 2.30 make it 9 dogs on Saturday, so you'll want Megan in."),
    ("Biscuit's mum wants the teddy bear face again, pic's in his file, NOT too short on the ears",
     "Biscuit: teddy bear face as per the photo in his file, ears not too short."),
    ("printed sat's day sheet for the wall - 'SAT 14: 7 dogs - 9 Bramble, 9.30 Westies x2, 10.30 Monty, 11 Pepper, 12 "
     "Biscuit, 1.30 Luna' - will write the rest on by hand",
     "The day sheet reads as you typed it; you'll add the rest by hand."),
    ("towels - 2 loads in the dryer, the big ones for the doodles, need more of the grey ones",
     "Two loads of towels drying, the big ones for the doodles; more grey towels needed."),
    ("Luna's owner says she's nervous of the dryer since the fireworks, hand dry + go slow pls",
     "Luna: hand dry and take it slowly, she's been nervous of the dryer since the fireworks."),
    ("card machine's playing up again 😤 tell people cash or bank transfer on sat just in case",
     "I'll remind Saturday's customers it may have to be cash or bank transfer."),
    (QUESTION,
     "7 dogs on Saturday - so Megan can stay off, you and Lisa can manage that."),
]
WINDOW = 11
GONE = ("9 dogs", "springer", "patterson")


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
            assert any("SAT 14: 7 dogs" in str(m.content) for m in window), window
            assert any("the big ones for the doodles" in str(m.content) for m in window), window
            assert any("nervous of the dryer" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so that's 9 dogs" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jo's chat - she owns Waggy Tails dog grooming in Hebden Bridge; today "
                                            "Thu 12 October 2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="9 - the Pattersons' two springers came off the waiting list, so yes, Megan's needed",
       actual=reply)
