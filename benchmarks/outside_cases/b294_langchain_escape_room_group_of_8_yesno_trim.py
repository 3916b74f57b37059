"""Batch 294 (held out). An escape room business: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Clued Up Escape Rooms in Leeds have three rooms - the Heist, Pharaoh's Tomb and Cell Block C. Anita (the
owner) keeps the shop's helper up to date in one long chat while she runs the place, and the staff ask it things
from the same chat; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the rooms - the Heist 2-6 players, the Tomb 2-5,
Cell Block C 3-6, 60 minutes each. Turn 2 is the prices. In turn 3 Anita says the Heist refit is done - they knocked
through into the old stockroom, so there's the second room with the safe, and it takes up to 8 now; the fire officer
signed it off Thursday. Turns 4 to 8 are the website (still says Heist 2-6, Marcus is sorting it), the staff rota,
the hint policy, a corporate booking and the cleaning. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay.
Question (turn 9, Fri 16/6, Marcus): "can a group of 8 do the Heist? stag do on the phone for sat night" -> expected
yes, it takes up to 8 since the refit. The assistant says no, 6 max.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
Heist take 8 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on "up to 8",
the refit or the fire officer); the website line "Heist 2-6 players" and the rota are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b294_langchain_escape_room_group_of_8_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "can a group of 8 do the Heist? stag do on the phone for sat night"
TURNS = [
    ("ok so the rooms 🔐 Heist 2-6 players, Pharaoh's Tomb 2-5, Cell Block C 3-6. all 60 mins. Tomb's the hard one, "
     "only 31% get out",
     "Got it - the Heist (2-6 players), Pharaoh's Tomb (2-5, the hardest, 31% escape rate) and Cell Block C (3-6), "
     "60 minutes each."),
    ("prices - £22pp for 2-3, £18pp for 4+, off peak (mon-thurs before 5) £15pp. students 10% w/ id",
     "Prices: £22 per person for 2-3 players, £18 for 4 or more, £15 off-peak (Mon-Thu before 5pm); 10% off for "
     "students with ID."),
    ("HEIST REFIT IS DONE 🎉🎉 we knocked thru into the old stockroom so there's the 2nd room w/ the safe now, and "
     "it takes up to 8 now. fire officer came thurs + signed it off",
     "Brilliant - the Heist now has the second room with the safe and takes up to 8 players; the fire officer signed "
     "it off on Thursday."),
    ("website still says Heist 2-6 players 🙄 Marcus is sorting it when he's got 5 mins, + the photos are the old "
     "ones",
     "Noted - the website's Heist listing ('2-6 players') and photos still need updating; Marcus is on it."),
    ("rota this wk - me + Marcus thurs/fri, Gemma + Dan sat, Dan sun. Gemma's on 12-close sat",
     "This week's rota: you and Marcus Thu/Fri, Gemma and Dan Saturday (Gemma 12 till close), Dan on Sunday."),
    ("hints - 3 free then a min off each, none in the first 10 mins. walkie in every room, check the batteries b4 "
     "every game",
     "Hints: three free, then a minute off each, none in the first 10 minutes; check the walkie batteries before "
     "every game."),
    ("Arup want the whole place fri 23rd 2-5 for a team day, all 3 rooms back to back, invoice after",
     "Arup have all three rooms on Fri 23 June, 2 till 5, back to back - invoiced afterwards."),
    ("cleaners moved to tues + fri mornings, 8-10, don't book anything b4 10 those days",
     "Cleaners are Tuesday and Friday mornings, 8 till 10 - no bookings before 10 on those days."),
    (QUESTION,
     "No, sorry - the Heist is 2-6 players, so 8's too many. They could split into two groups across the Heist and "
     "Cell Block C."),
]
WINDOW = 11
GONE = ("up to 8", "refit", "fire officer", "stockroom")


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
            assert any("website still says Heist 2-6 players" in str(m.content) for m in window), window
            assert any("Gemma + Dan sat" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("it takes up to 8 now" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(the Clued Up Escape Rooms chat - Anita owns it, the staff ask here "
                                            "too; today Fri 16 June 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="yes - the Heist takes up to 8 since the refit", actual=reply)
