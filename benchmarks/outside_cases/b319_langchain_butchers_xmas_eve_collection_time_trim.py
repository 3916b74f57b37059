"""Batch 319 (held out). A family butcher's shop: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Haigh's, a family butcher's in Marsden (Nicola, her dad Jim and her lad Liam), take Christmas orders for
turkeys, beef, gammons and their own sausage meat, collected in the last week before Christmas. Nicola chats with
the shop's helper while she sorts Christmas; each turn the chat is trimmed to its last 11 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is Christmas Eve - open 7 till 1, collections all
morning, last ones by 1. Turn 2 is the order slips. In turn 3 Nicola says there's a change of plan - her mum wants
them all at Auntie Jean's for 2 (her 90th), so they're shutting at 12 on Christmas Eve, last collection 12 noon,
and she'll ring the five booked for 12.30. Turns 4 to 8 are the birds coming from the farm, the printers' window
poster (still "XMAS EVE 7am-1pm", she'll get it redone), the queue, the sausage meat and the card machine. By turn
9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Mon 19/12): "what time's the last collection on
xmas eve? Mrs Wood wants to come as late as she can, she's at work till 11" -> expected 12 noon (they shut at 12
for Auntie Jean's 90th). The assistant says 1pm.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
last collection 12 noon was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on 12 noon, Auntie Jean or the 90th); the window poster, the queue and the card machine are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b319_langchain_butchers_xmas_eve_collection_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("what time's the last collection on xmas eve? Mrs Wood wants to come as late as she can, she's at work "
            "till 11")
TURNS = [
    ("2050-11-14 XMAS 🎄 right, xmas eve (sat) we're open 7 till 1, collections all morning, last ones by 1 pls. "
     "orders close the 10th. can u help me keep on top of it all, dad's still doing it on the back of a fag packet",
     "Of course - Christmas Eve (Sat 24 Dec) you're open 7 till 1, collections all morning with the last by 1; orders "
     "close on the 10th."),
    ("order slips - name, phone, what + weight, collection day + time slot (half hr slots). 1 copy on the hook, 1 in "
     "the book",
     "Order slips: name, phone, what and the weight, collection day and a half-hour slot; one copy on the hook and "
     "one in the book."),
    ("change of plan for xmas eve 🙈 mum wants us ALL at Auntie Jean's in Slaithwaite for 2, it's her 90th!! so we're "
     "shutting at 12, last collection 12 noon. I'll ring the 5 that are booked for 12.30",
     "Understood - on Christmas Eve you'll shut at 12, so the last collection is 12 noon; you'll ring the five "
     "booked for 12.30. Happy 90th to Auntie Jean!"),
    ("Garside's are bringing the birds the 21st first thing, dad + Liam in the back dressing them, I'm on the phone",
     "The birds arrive from Garside's first thing on the 21st; Jim and Liam are dressing them, you're on the "
     "phone."),
    ("poster for the window's come from the printers - 'HAIGH'S FAMILY BUTCHERS - XMAS HOURS - Mon 19th-Fri 23rd 7am-"
     "6pm / XMAS EVE 7am-1pm / closed 25th-27th' - I'll get it redone, can u check the rest",
     "The rest of the poster looks right: Mon 19 to Fri 23 Dec 7am-6pm and closed 25-27 Dec."),
    ("queue - side door for collections, front door for the shop, Liam on the side door w/ the list + a flask",
     "Collections at the side door with Liam and the list; the front door is for the shop."),
    ("sausage meat - 40lb on order, pork + sage and the plain. chipolatas done the 23rd",
     "40lb of sausage meat on order (pork and sage, and plain); chipolatas made on the 23rd."),
    ("card machine keeps dropping out 😤 cash preferred xmas week, there's a cashpoint at the Co-op",
     "Cash preferred in Christmas week while the card machine's playing up; there's a cashpoint at the Co-op."),
    (QUESTION,
     "1pm - you're open 7 till 1 on Christmas Eve, so tell Mrs Wood anytime up to 1 is fine."),
]
WINDOW = 11
GONE = ("12 noon", "shutting at 12", "auntie jean", "90th")


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
            assert any("XMAS EVE 7am-1pm" in str(m.content) for m in window), window
            assert any("Liam on the side door" in str(m.content) for m in window), window
            assert any("card machine keeps dropping out" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("last collection 12 noon" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nicola's chat - she runs Haigh's family butchers, Marsden; today Mon 19 "
                                            "December 2050, Christmas Eve is Sat 24 Dec)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="12 noon - they're shutting at 12 on Christmas Eve for Auntie Jean's 90th", actual=reply)
