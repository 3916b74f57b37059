"""Batch 352 (held out). Training for a charity walk after a knee operation, a diary kept with an AI assistant:
LangChain InMemoryChatMessageHistory + trim_messages (last 11 messages), one root span per turn.

App: Linda had keyhole surgery on her right knee in August 2051 and has signed up for the hospice's 10 mile
sponsored walk on Sat 14th October. She chats with an assistant as she builds back up - what the physio and the
surgeon said, her walks, her knee, the sponsorship; each turn the chat is trimmed to its last 11 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the op and the walk - the physio says build up
slowly, no more than 4 miles at a time until she's seen the surgeon. Turn 2 is the sponsorship page. In turn 3 (Tue
19 Sept) she's seen the surgeon: he's really pleased, the swelling's down, she can go up to 8 miles now on the flat,
just no steep hills till October, and ice it after. Turns 4 to 8: new boots, the knee support rubbing, the hospital
leaflet she's stuck on the fridge (still "keep to short walks of up to 4 miles until reviewed"), the walking
group's practice walk on Saturday (7 miles along the canal towpath, flat all the way), and her pain this week. By
turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu 28 Sept): "can I do the 7 mile
practice walk with the group on saturday? don't want to undo all the good work" -> expected yes: the surgeon
cleared her for up to 8 miles on the flat on the 19th, and Saturday's walk is 7 miles on the flat towpath (the
small inference: 7 is under 8, the towpath is flat, and it isn't a steep hill). The assistant says no - keep to 4
miles until reviewed.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn with the
surgeon's 8 miles was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on 8 miles, the surgeon or the swelling); the leaflet, the practice walk and the knee support are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b352_langchain_knee_walk_practice_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "can I do the 7 mile practice walk with the group on saturday? don't want to undo all the good work"
TURNS = [
    ("so I had the keyhole op on my right knee on the 14th aug and I've signed up for the hospice 10 mile walk on sat "
     "14th oct 😬 physio says build up slowly, no more than 4 miles at a time till I've seen the surgeon. can you "
     "help me keep track?",
     "Of course, Linda - hospice 10-mile walk on Saturday 14 October. For now the physio's limit is 4 miles at a time "
     "until your surgeon check."),
    ("sponsorship page is up!! £120 already, my brother put £50 on it which is very unlike him lol",
     "Brilliant start - £120 raised so far, £50 of it from your brother."),
    ("saw the surgeon today (tue 19th) - he's really pleased 😀 swelling's right down, he says I can go up to 8 miles "
     "now as long as it's on the flat, just no steep hills till october, and ice it after",
     "That's great news - from today you can walk up to 8 miles on the flat. No steep hills until October, and ice "
     "the knee afterwards."),
    ("bought proper walking boots, breaking them in round the house + to the shop",
     "Good idea to break the new boots in on short trips first."),
    ("the knee support (the stretchy black one) is rubbing the back of my leg, physio's tip was wear it over my "
     "leggings not under - better",
     "Noted - wearing the knee support over your leggings stops it rubbing."),
    ("stuck the hospital leaflet on the fridge - 'After knee arthroscopy: walking. Build up gradually. Keep to short "
     "walks of up to 4 miles until you are reviewed. Stop if the knee swells.' good to have it there",
     "Good to have it where you'll see it - especially the bit about stopping if it swells."),
    ("the walking group's doing a practice walk this saturday - 7 miles along the canal towpath from the lock, flat "
     "all the way, meet 9am at the lock car park",
     "Practice walk Saturday 30 September: 7 miles on the canal towpath, meeting at 9am at the lock car park."),
    ("pain's been about 2/10 this week, only needed the paracetamol once, after the stairs at work",
     "That's a good week - pain around 2 out of 10 and paracetamol just once."),
    (QUESTION,
     "Not yet, I'm afraid - it's more than the 4 miles you're meant to keep to until you've been reviewed. Maybe do "
     "the first half and get picked up?"),
]
WINDOW = 11
GONE = ("8 miles", "surgeon", "swelling")


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
            assert any("Keep to short walks of up to 4 miles until you are reviewed" in str(m.content)
                       for m in window), window
            assert any("7 miles along the canal towpath" in str(m.content) for m in window), window
            assert any("knee support" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("I can go up to 8 miles now" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Linda's recovery diary - keyhole knee op 14 Aug 2051, hospice 10 mile "
                                            "walk Sat 14 Oct; today is Thu 28 Sept 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="yes - the surgeon cleared her for up to 8 miles on the flat, and the towpath walk is 7 "
                          "miles and flat", actual=reply)
