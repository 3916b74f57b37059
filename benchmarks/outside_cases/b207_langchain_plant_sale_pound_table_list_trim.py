"""Batch 207 (held out). A gardening club's plant sale: LangChain InMemoryChatMessageHistory + trim_messages (last
10 messages), one root span per turn.

App: Bishop's Castle Gardening Club's plant sale is Sat 9th May 2048 in the town hall - trays of bedding, veg plants
and perennials on trestle tables, a £1 table at the front, teas upstairs, the money to the club's show. Val (the
club's sales sec) chats with the club's helper while she sorts it; each turn the chat is trimmed to its last 10
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Val lists what's going on the £1 table - tomato
plants (Gardener's Delight), courgettes, the spider plant babies, the dahlia tubers and the pot marigolds - and adds
that Joan's just been round, the dahlias aren't anywhere near ready (still tiny in the cold frame), so they're held
back for the June coffee morning: the £1 table is tomatoes, courgettes, spider plants and marigolds. Turn 2 is the
tables (8 trestles, who has which), turn 3 the prices for the trays (£4 a tray of bedding, £3 perennials), turn 4 last
year's poster to redo (it listed "tomatoes, courgettes, dahlias, spider plants + marigolds all £1"), turn 5 the teas
and the float. By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Tue 5/5): "what's going on the
£1 table? doing the little signs tonight" -> expected tomatoes, courgettes, spider plants and pot marigolds (the
dahlias are held back). The assistant lists the dahlias as well, from the poster.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn saying the
dahlias are held back was in the history and in every earlier window, and this trim cut it from the window the model
saw. Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on Joan, the cold frame or the
coffee morning); the tables, prices, poster and teas turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b207_langchain_plant_sale_pound_table_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what's going on the £1 table? doing the little signs tonight"
TURNS = [
    ("£1 table 🌱 - tomato plants (gardeners delight), courgettes, the spider plant babies, the dahlia tubers + pot "
     "marigolds. oh Joan's just been round - dahlias are nowhere near ready, still tiny in the cold frame, so she's "
     "keeping them back for the june coffee morning. can u keep track for me?",
     "£1 table: tomatoes (Gardener's Delight), courgettes, spider plants and pot marigolds - dahlias held back for "
     "the June coffee morning."),
    ("tables - 8 trestles from the hall, Ken's veg on 1-2, bedding 3-5, perennials 6-7, the £1 table at the front by "
     "the door",
     "Tables: 8 trestles - Ken's veg on 1-2, bedding 3-5, perennials 6-7, £1 table at the front by the door."),
    ("prices - bedding £4 a tray (24 cells), perennials £3 a pot or 2 for £5, hanging baskets £12 made up",
     "Prices: bedding £4 a tray of 24, perennials £3 or 2 for £5, made-up hanging baskets £12."),
    ("can u redo last yr's poster - 'PLANT SALE sat 10am town hall 🌸 bedding, veg, perennials, £1 table - tomatoes, "
     "courgettes, dahlias, spider plants + marigolds all £1!!' - change the date to sat 9th may",
     "Poster: 'PLANT SALE Sat 9th May, 10am, town hall - bedding, veg, perennials. £1 table - tomatoes, courgettes, "
     "dahlias, spider plants + marigolds all £1!!'"),
    ("teas upstairs - Margaret + Sue, cakes from the WI, float's £50 in coins from the bank fri, card machine "
     "definately charged this time",
     "Teas upstairs: Margaret and Sue, WI cakes; £50 float from the bank Friday; card machine charged."),
    (QUESTION,
     "Tomatoes, courgettes, dahlias, spider plants and pot marigolds - all £1."),
]
WINDOW = 10
GONE = ("joan", "cold frame", "coffee morning", "held back", "keeping them back")


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
            assert any("8 trestles from the hall" in str(m.content) for m in window), window
            assert any("bedding £4 a tray" in str(m.content) for m in window), window
            assert any("courgettes, dahlias, spider plants + marigolds all £1" in str(m.content)
                       for m in window), window
            assert any("teas upstairs" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Joan's just been round" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Val's chat - she's sales sec at Bishop's Castle Gardening Club; plant "
                                            "sale Sat 9 May 2048 in the town hall; today Tue 5 May 2048)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="tomatoes, courgettes, spider plants and pot marigolds - the dahlias are held back (not "
                          "ready)", actual=reply)
