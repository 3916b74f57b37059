"""Batch 218 (held out). A playgroup's summer trip: LangChain InMemoryChatMessageHistory + trim_messages (last 7
messages), one root span per turn.

App: Tiddlers playgroup (Craven Arms) take the children to Acton Scott farm on Weds 15th July 2048 - a coach, the
farm's tractor ride and animal feeding, packed lunches in the barn, back for 3. Becky (the playgroup leader) chats
with the playgroup's helper while she sorts it; each turn the chat is trimmed to its last 7 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the trip - the coach from Corvedale Coaches is £180
for the day, 30 children so £6 each, the farm is £4.50 a child, grown-ups free with a group booking. Turn 2 is the
packed lunches. In turn 3, about sun cream and hats, Becky adds in passing that the farm emailed - their children's
price went up to £5.50 from 1st June, they'd sent it in April but it went in her junk. Turn 4 is the car seats /
coach seatbelts, turn 5 the letter to parents from May for the helper to tidy (it still says £10.50 a child), turn
6 the rain plan. By turn 7 the trim drops turns 1 to 3; turns 4 to 6 stay. Question (turn 7, Mon 22/6): "how much
per child am I putting on the letter? it needs to go out in book bags fri" -> expected £11.50 (£6 coach + £5.50
farm). The assistant says £10.50, from the old letter.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn with the farm's
new price was in the history and in every window from turn 3 to turn 6, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 6 and missing from turn 7's (nothing on £5.50,
the email or the junk folder); the seatbelts, the old letter and the rain plan turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b218_langchain_playgroup_trip_cost_sum_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how much per child am I putting on the letter? it needs to go out in book bags fri"
TURNS = [
    ("summer trip 🚜 acton scott farm weds 15th july! coach from Corvedale Coaches £180 for the day, 30 kids so £6 "
     "each, farm's £4.50 a child + grown ups free w/ a group booking. leave 9.30, back for 3",
     "Lovely - Acton Scott farm, Weds 15 July, 9.30 till 3. Coach £180 (£6 a child for 30), farm £4.50 a child, "
     "adults free with a group booking."),
    ("packed lunches - named bags, no nuts, no glass, squash not fizzy. farm lets us eat in the barn if it's wet",
     "Packed lunches: named bags, no nuts or glass, squash not fizzy; the barn if it's wet."),
    ("sun cream - parents put it on before, we'll top up at lunch, + hats w/ names in!! oh + the farm emailed, "
     "their kids' price went up to £5.50 from 1st june 😩 they sent it in april but it went in my junk",
     "Sun cream on before, top-up at lunch, named hats. Noted the farm's children's price is now £5.50 (from 1 "
     "June)."),
    ("coach has seatbelts on every seat, Corvedale confirmed. under 3s need their car seat, Dan's mum is bringing a "
     "spare booster",
     "Seatbelts on every seat; under-3s bring their car seat, and Dan's mum has a spare booster."),
    ("can u tidy this, it's the letter from may - 'Dear parents, our summer trip is to Acton Scott farm on Weds 15th "
     "July. The cost is £10.50 per child (coach + entry). Please pay Becky by 3rd July. Thank you!!'",
     "'Dear parents, our summer trip is to Acton Scott Farm on Wednesday 15 July. The cost is £10.50 per child "
     "(coach and entry). Please pay Becky by 3 July. Thank you!'"),
    ("if it pours we still go, the barn + the old schoolroom are both indoors. wellies + a spare set of clothes in "
     "the bag pls",
     "Rain plan: still going - the barn and the old schoolroom are indoors; wellies and spare clothes in the bag."),
    (QUESTION,
     "£10.50 per child - that's the coach and the farm entry."),
]
WINDOW = 7
GONE = ("£5.50", "5.50", "emailed", "junk", "went up")


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
            assert any("coach has seatbelts on every seat" in str(m.content) for m in window), window
            assert any("The cost is £10.50 per child" in str(m.content) for m in window), window
            assert any("if it pours we still go" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("their kids' price went up to £5.50" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Becky's chat - she runs Tiddlers playgroup in Craven Arms; today Mon "
                                            "22 June 2048)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="£11.50 - £6 for the coach plus £5.50 for the farm (their children's price went up from 1st "
                          "June)", actual=reply)
