"""Batch 251 (held out). A dog-walking business's client notes: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: Kyle runs Waggy Tails, walking dogs round Sowerby Bridge, and chats with his helper through the week to keep
his clients straight; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is Luna, a black lab at the Mill flats - Weds and Fri,
picked up at 12, back by 1, fob in the keysafe. Turn 2 is Alfie and Poppy's group walk. In turn 3 Kyle says Luna's
mum is back at work full time from Monday, so she wants her out earlier - picking her up half 11 now, same days,
and a Tuesday added. Turns 4 to 8 are Bruno's solo walks, the booking app's printout of his Weds (still showing
"12.00 Luna (Mill flats)" - he's not updated it), a vet's note for Alfie, the van's MOT and the towels. By turn 9
the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Tue 6/5): "what time's Luna tmrw? trying to fit
the vet run with Alfie in b4" -> expected 11.30. The assistant says 12.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
Luna to half 11 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on half
11, 11.30 or full time); the app's printout and the vet's note are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b251_langchain_dog_walking_pickup_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time's Luna tmrw? trying to fit the vet run with Alfie in b4"
TURNS = [
    ("new regular 🐾 Luna, black lab, flat 6 at the Mill flats. weds + fri, pick up 12 back by 1, fob's in the "
     "keysafe by the bins (0412). she pulls like a train so the halti",
     "Got it - Luna (black lab, flat 6, Mill flats), Wednesdays and Fridays, picked up at 12 and back by 1; the fob's "
     "in the keysafe by the bins, and use the halti."),
    ("group walk mon/weds 9am, Alfie + Poppy + Max, up the canal to the Hollins + back, about an hr",
     "Group walk Mondays and Wednesdays at 9 - Alfie, Poppy and Max, up the canal to the Hollins and back."),
    ("Luna's mum's back at work full time from monday 😬 so she wants her out earlier - half 11 pick up now, same "
     "days, + she's added a tues as well",
     "Noted - from Monday Luna's picked up at half 11 on Wednesdays and Fridays, and there's a Tuesday now too."),
    ("Bruno's solo only now after the scrap w/ the spaniel on the rec, thurs 2pm, muzzle on till we're past the park",
     "Bruno is solo only now - Thursdays at 2, muzzle on until you're past the park."),
    ("booking app's printout for weds, haven't updated it yet: '9.00 group (Alfie, Poppy, Max) / 12.00 Luna (Mill "
     "flats) / 2.30 Biscuit (Brook Ln)' - can u remind me the Brook Ln keysafe",
     "I don't have the Brook Lane keysafe code in this chat - you'd need to check with the client."),
    ("vet's note - Alfie's booster is due, they can see him weds 10.40 or 11.50, he's not to go in the river for a wk "
     "after his ear thing",
     "Alfie's booster: Wednesday 10.40 or 11.50 at the vet, and no river for a week after his ear."),
    ("van's MOT fri 8am at Halifax Rd garage, Jo's lending me hers for the day",
     "Van MOT Friday at 8 at the Halifax Road garage; you're borrowing Jo's for the day."),
    ("need more towels, the Mill flats lot go mad if she comes back muddy 😂",
     "More towels it is - worth keeping a couple just for Luna."),
    (QUESTION,
     "Luna's at 12 tomorrow, back by 1 - so the 10.40 slot for Alfie would fit in after the group walk."),
]
WINDOW = 11
GONE = ("half 11", "11.30", "full time")


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
            assert any("12.00 Luna (Mill flats)" in str(m.content) for m in window), window
            assert any("weds 10.40 or 11.50" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("half 11 pick up now" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kyle's chat - he runs Waggy Tails dog walking in Sowerby Bridge; today "
                                            "Tue 6 May 2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="half 11 (11.30) - Luna's mum moved her earlier when she went back full time", actual=reply)
