"""Batch 298 (held out). A community fridge: LangChain InMemoryChatMessageHistory + trim_messages (last 11 messages),
one root span per turn.

App: Marsh Community Fridge is a donated double fridge in the porch of St Mark's on Westbourne Road - the Co-op,
two cafes and the allotments drop off, anyone takes. Anita (the coordinator) chats with the fridge's helper while she
sorts the volunteers out; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the set-up - temps logged morning and evening, it
has to be 8°C or below, anything over 8 for two checks running goes in the bin. Turn 2 is the volunteers. In turn 3
Anita says the EHO came today (Mrs Patel) - happy overall, but now they take cooked food from the Bean There cafe she
wants it at 5 or under, not 8; over 5 twice in a row and the dairy, meat and cooked stuff goes, the veg can stay.
Turns 4 to 8 are the Co-op pick-ups, the laminated sign on the door (still "FRIDGE MUST BE 8°C OR BELOW", she'll get
a new one done at the library), the cleaning, Facebook and the soup Sunday. By turn 9 the trim drops turns 1 to 3;
turns 4 to 8 stay. Question (turn 9, Tue 14/3, from Joe doing the evening check): "what temp does it need to be?
doing the evening log + it's saying 6" -> expected 5°C or under (so 6 is over - if the next check's over 5 too, the
dairy, meat and cooked food go). The assistant says 8°C or below, so 6 is fine.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that brought
the limit down to 5°C was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on 5 or under, the EHO or Mrs Patel); the door sign, the Co-op pick-ups and the cleaning are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b298_langchain_community_fridge_temp_limit_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what temp does it need to be? doing the evening log + it's saying 6"
TURNS = [
    ("right, FRIDGE 🥕 it's in the porch at St Mark's. temps logged morning + evening in the book, has to be 8°C or "
     "below, anything over 8 for 2 checks running goes in the bin. can u help me keep track of it all",
     "Happy to - Marsh Community Fridge in St Mark's porch: temperature logged morning and evening, 8°C or below, "
     "and anything over 8 for two checks running is binned."),
    ("volunteers - me, Joe, Priya, Lorna + the two Davids. mornings 9ish, evenings 6ish, initials in the log",
     "Volunteers: you, Joe, Priya, Lorna and the two Davids - checks about 9 and about 6, initials in the log."),
    ("EHO came today (Mrs Patel) 😬 she's happy overall but now we're taking cooked stuff from Bean There she wants "
     "it at 5 or under not 8. over 5 twice in a row + the dairy, meat + cooked goes, veg can stay",
     "Noted - after Mrs Patel's visit the fridge has to be at 5°C or under now, not 8; over 5 on two checks in a row "
     "and the dairy, meat and cooked food go, the veg can stay."),
    ("Co-op pick up mon + thurs 8.30pm, Joe's car. they ring if there's loads",
     "Co-op pick-ups Monday and Thursday at 8.30pm in Joe's car; they'll ring if there's a lot."),
    ("the laminated sign on the door still says 'FRIDGE MUST BE 8°C OR BELOW - if not, tell a volunteer' 🙄 i'll get "
     "a new one done at the library, can u remind me",
     "I'll remind you about the new sign for the door."),
    ("cleaning - full wipe down every sun night, the blue spray not the bleach, shelves out once a month",
     "Cleaning: a full wipe-down every Sunday night with the blue spray, not bleach; shelves out once a month."),
    ("Priya's put us on the Westbourne Rd facebook page, 140 likes already!!",
     "Great - 140 likes on the Westbourne Road Facebook page already."),
    ("soup sunday 26th march in the hall, allotment veg, Lorna's doing leek + potato",
     "Soup Sunday is 26 March in the hall, with the allotment veg; Lorna's doing leek and potato."),
    (QUESTION,
     "8°C or below, so 6 is fine - just write it in the log with your initials."),
]
WINDOW = 11
GONE = ("5 or under", "mrs patel", "eho", "over 5")


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
            assert any("FRIDGE MUST BE 8°C OR BELOW" in str(m.content) for m in window), window
            assert any("Co-op pick up mon + thurs 8.30pm" in str(m.content) for m in window), window
            assert any("the blue spray not the bleach" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("she wants it at 5 or under not 8" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Anita's chat - she coordinates Marsh Community Fridge; today Tue 14 "
                                            "March 2051; the volunteers use it too)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="5°C or under (since the EHO visit) - so 6 is too warm; log it and check again",
       actual=reply)
