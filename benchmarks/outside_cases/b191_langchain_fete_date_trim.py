"""Batch 191 (held out). A church's summer fete: LangChain InMemoryChatMessageHistory + trim_messages (last 12
messages), one root span per turn.

App: St Mary's, Much Wenlock holds its summer fete on the school field and in the church hall in July 2043 - stalls,
a tombola, WI teas, a dog show. Val (the churchwarden) chats with the parish helper while she sorts it; each turn the
chat is trimmed to its last 12 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Val says the fete's moved to Sat 11th July, not the
4th - the school's put their sports day on the 4th and the fete needs their field for the dog show; Rev Jane's ok
with it. Turn 2 is the stalls (tombola, cakes, plants, bric-a-brac, books, teas 2-4.30), turn 3 the tombola (bottles
only, 50p a ticket, ending in 0 or 5 wins), turn 4 Rev Jane's poster draft from before Easter to check ("St Mary's
Summer Fete, Sat 4th July, 2pm, opened by the mayor, dog show 3pm"), turn 5 the teas, turn 6 the dog show classes.
By turn 7 the trim drops turn 1; turns 2 to 6 stay. Question (turn 7, Tue 23/6): "when's the fete again? doing the bit
for the parish mag" -> expected Sat 11th July (moved off the 4th for the school's sports day). The assistant says Sat
4th July.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn with the move
to the 11th was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 7's (nothing on the 11th, the move or the sports
day); the stalls, tombola, poster draft, teas and dog show turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b191_langchain_fete_date_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "when's the fete again? doing the bit for the parish mag"
TURNS = [
    ("fete's moved 🙄 sat 11th july now not the 4th - school's put their sports day on the 4th + we need their field "
     "for the dog show. Rev Jane's ok w it, she'll say it in the notices sun",
     "Noted: the fete is now Saturday 11 July, not the 4th, because the school needs its field on the 4th for sports "
     "day."),
    ("stalls - tombola (Joan), cakes (Mothers' Union), plants, bric-a-brac, books, + WI teas in the church hall "
     "2-4.30",
     "Stalls: tombola (Joan), cakes (Mothers' Union), plants, bric-a-brac, books; WI teas in the church hall 2-4.30."),
    ("tombola - bottles only this yr, 50p a ticket, anything ending in 0 or 5 wins. Joan's got 90 bottles already",
     "Tombola: bottles only, 50p a ticket, tickets ending in 0 or 5 win; Joan has 90 bottles so far."),
    ("Jane's poster from before easter - 'St Mary's Summer Fete, Sat 4th July, 2pm, opened by the mayor, dog show "
     "3pm, teas, tombola + lots more' - reads ok?",
     "Reads well - clear and friendly."),
    ("teas - cuppa + a slice £1.30, squash 50p, Pam's doing scones, urn off the scouts again",
     "Teas: a cup of tea and a slice for £1.30, squash 50p; Pam's doing scones and the urn's from the scouts."),
    ("dog show 🐶 3 classes - waggiest tail, best rescue, dog most like its owner lol. £1 an entry, Mike judging, "
     "rosettes from the pet shop",
     "Dog show: waggiest tail, best rescue and dog most like its owner, £1 an entry, Mike judging."),
    (QUESTION,
     "Saturday 4th July, 2pm - opened by the mayor, dog show at 3."),
]
WINDOW = 12
GONE = ("11th", "11 july", "moved", "sports day", "school's")


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
            assert any("tombola (Joan), cakes (Mothers' Union)" in str(m.content) for m in window), window
            assert any("bottles only this yr" in str(m.content) for m in window), window
            assert any("Sat 4th July, 2pm" in str(m.content) for m in window), window
            assert any("cuppa + a slice £1.30" in str(m.content) for m in window), window
            assert any("waggiest tail" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("sat 11th july now not the 4th" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Val's chat - she's churchwarden at St Mary's, Much Wenlock, sorting the "
                                            "summer fete; today Tue 23 June 2043)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Sat 11th July - moved off the 4th, the school's sports day is on their field",
       actual=reply)
