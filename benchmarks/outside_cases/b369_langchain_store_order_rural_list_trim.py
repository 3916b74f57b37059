"""Batch 369 (held out). A cattle station's store order: LangChain InMemoryChatMessageHistory + trim_messages (last
11 messages), one root span per turn.

App: Mulga Vale Station's store order comes out on Trev's mail truck every Friday - groceries from the Tarrabool
IGA, and the station gear (lick blocks, dog tucker, wire, posts) from Tarrabool Rural. Shaz (the station
bookkeeper) chats with the station's helper while she puts the order together; each turn the chat is trimmed to its
last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the store run - mail truck Fri 24/3, IGA and
Tarrabool Rural. Turn 2 is the groceries. Turn 3 is the Rural lot: 40 lick blocks for the weaners, 6 x 20 kg bags of
dog biscuits, a 50 m roll of poly pipe. Turns 4 to 8 are the fuel drums, Tarrabool Rural's reply (out of poly pipe
till April, sending the rest), 4 rolls of barb wire and a box of strainer posts added to the Rural lot, the truck's
time at the front gate, and the cook's extras. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question
(turn 9, Wed 22/3, Jacko): "what's coming from Tarrabool Rural on Fri's truck? I'll clear space in the shed" ->
expected 40 lick blocks, 6 bags of dog biscuits, 4 rolls of barb wire and a box of strainer posts (no poly pipe till
April). The assistant lists only the barb wire and the strainer posts.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn with the lick
blocks and the dog biscuits was in the history and in every window from turn 3 to turn 8, and this trim cut it from
the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on lick blocks or dog biscuits); the poly pipe reply, the barb wire and the strainer posts are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b369_langchain_store_order_rural_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what's coming from Tarrabool Rural on Fri's truck? I'll clear space in the shed"
TURNS = [
    ("STORE ORDER 🛒 for Trev's mail truck Fri 24/3 - groceries from the IGA + the station gear from Tarrabool Rural, "
     "both on the acct. can u keep track for me, I'll lose it otherwise",
     "No worries - store order for Fri 24/3 on the mail truck: groceries from the Tarrabool IGA and station gear from "
     "Tarrabool Rural, both on account."),
    ("IGA - 4 x 10 kg flour, 2 x 5 kg sugar, 2 cartons UHT, 1 kg tea, 20 kg spuds, 10 kg onions, tomato sauce (the "
     "big one)",
     "Groceries from the IGA: 4 x 10 kg flour, 2 x 5 kg sugar, 2 cartons UHT, 1 kg tea, 20 kg spuds, 10 kg onions "
     "and the big tomato sauce."),
    ("Rural - 40 lick blocks for the weaners, 6 x 20 kg bags of dog biscuits (the kelpies are eating us out of house + "
     "home 😂), a 50 m roll of 32 mm poly pipe for the Emu trough",
     "Noted for Tarrabool Rural: 40 lick blocks, 6 x 20 kg bags of dog biscuits and a 50 m roll of 32 mm poly pipe."),
    ("fuel - Coolabar dropping 2 x 205 L drums ULP for the bikes same day, separate truck",
     "Coolabar are dropping 2 x 205 L drums of ULP for the bikes on Friday, on their own truck."),
    ("Rural emailed back - out of the 32 mm poly pipe till April 🙄 sending the rest Fri",
     "Right - no poly pipe from Tarrabool Rural till April; everything else comes Friday."),
    ("Rob says add 4 rolls of barb wire + a box of strainer posts to the Rural lot, for the Back Plain fence",
     "Added to the Tarrabool Rural order: 4 rolls of barb wire and a box of strainer posts for the Back Plain fence."),
    ("Trev reckons he'll be at the front gate about 1100 Fri, someone meet him w/ the flat top",
     "Trev's due at the front gate about 1100 Friday - someone to meet him with the flat top."),
    ("Maureen wants 2 doz eggs + a tin of golden syrup added for the smoko bikkies",
     "Added to the IGA lot: 2 dozen eggs and a tin of golden syrup for Maureen."),
    (QUESTION,
     "From Tarrabool Rural on Friday: 4 rolls of barb wire and a box of strainer posts for the Back Plain fence - the "
     "poly pipe's not coming till April."),
]
WINDOW = 11
GONE = ("lick block", "dog biscuit")


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
            assert any("out of the 32 mm poly pipe till April" in str(m.content) for m in window), window
            assert any("4 rolls of barb wire + a box of strainer posts" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("40 lick blocks for the weaners, 6 x 20 kg bags of dog biscuits" in str(m.content)
                       for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Shaz's chat - she does the books + the store order on Mulga Vale "
                                            "Station; today Wed 22 March 2051, the mail truck comes Fri 24/3)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="40 lick blocks, 6 x 20 kg bags of dog biscuits, 4 rolls of barb wire and a box of strainer "
                          "posts - no poly pipe till April", actual=reply)
