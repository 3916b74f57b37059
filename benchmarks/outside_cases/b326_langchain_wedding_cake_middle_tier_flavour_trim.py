"""Batch 326 (held out). A wedding cake maker's week: LangChain InMemoryChatMessageHistory + trim_messages (last 9
messages), one root span per turn.

App: Kerry runs Sugar & Spoon Cakes in Batley - wedding cakes and celebration cakes, with Jade baking for her three
days a week. Kerry chats with her helper about the Patel / Wood wedding (Sat 8th July 2051 at Oakwell Hall) while
she sorts it; each turn the chat is trimmed to its last 9 messages before the answer call, and Jade uses the same
chat when she's baking.

Planted fault (UpdateError, trimmed from the window): turn 1 is the order - 3 tiers, a vanilla with strawberry jam
bottom, a red velvet with cream cheese middle, a lemon drizzle top, naked with fresh flowers. Turn 2 is the delivery
to Oakwell Hall. In turn 3, after the tasting, Kerry says the red velvet was too sweet for Sam's mum (and she's
paying), so the middle's salted caramel now, same buttercream as the rest. Turns 4 to 7 are the stand, the
planner's run sheet (which still says "middle tier: red velvet / cream cheese", Kerry's emailed her), the flowers
and the balance. By turn 8 the trim drops turns 1 to 3; turns 4 to 7 stay. Question (turn 8, Thu 6/7, Jade): "what
flavour's the middle tier for the Patel wedding? baking the sponges tmrw first thing" -> expected salted caramel.
The assistant says red velvet.

Expected verdict: UpdateError at langchain.trim_messages (turn 8's trim, wrapped in fault()): the turn that made the
middle tier salted caramel was in the history and in every window from turn 3 to turn 7, and this trim cut it from
the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 7 and missing from turn 8's
(nothing on salted caramel, too sweet or Sam's mum); the run sheet, the flowers and the balance are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b326_langchain_wedding_cake_middle_tier_flavour_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what flavour's the middle tier for the Patel wedding? baking the sponges tmrw first thing"
TURNS = [
    ("Patel/Wood wedding 💍 sat 8th july, Oakwell Hall. 3 tiers - bottom vanilla w/ strawberry jam, middle red velvet "
     "w/ cream cheese, top lemon drizzle. naked w/ fresh flowers. £390, dep paid. keep me right on this one pls",
     "Will do - Patel/Wood, Sat 8 July at Oakwell Hall: 3 tiers (vanilla and strawberry jam, red velvet with cream "
     "cheese, lemon drizzle on top), naked with fresh flowers, £390 with the deposit paid."),
    ("delivery to Oakwell by 1, set up in the Great Barn, their coordinator's Lydia, 07700 900411",
     "Delivery to Oakwell Hall by 1pm, set up in the Great Barn; the coordinator is Lydia, 07700 900411."),
    ("tasting done 🍰 they loved it BUT the red velvet was too sweet for Sam's mum (+ she's paying 😂) so the middle's "
     "salted caramel now, same buttercream as the rest",
     "Noted - the middle tier is salted caramel now instead of red velvet, with the same buttercream as the others."),
    ("stand - the silver round one, they're hiring it £15, back by the tues",
     "The silver round stand, hired for £15, back by the Tuesday."),
    ("planner's sent her run sheet 🙄 'CAKE: 3 tier, bottom vanilla/jam, middle tier: red velvet / cream cheese, top "
     "lemon. cut 7.30pm' - emailed her, can u remind me to check she's changed it",
     "I'll remind you to check the planner has updated her run sheet; the cutting is at 7.30pm."),
    ("flowers - Lydia's florist is dropping the gypsophila + roses off at mine fri, I'll wrap the stems",
     "The florist drops the gypsophila and roses at yours on Friday; you're wrapping the stems."),
    ("balance - £290 came in today, all paid ✅",
     "The £290 balance is in, so the Patel/Wood cake is fully paid."),
    (QUESTION,
     "Red velvet with cream cheese for the middle tier - vanilla and jam on the bottom, lemon drizzle on top."),
]
WINDOW = 9
GONE = ("salted caramel", "too sweet", "sam's mum")


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
            assert any("middle tier: red velvet / cream cheese" in str(m.content) for m in window), window
            assert any("gypsophila" in str(m.content) for m in window), window
            assert any("£290 came in today" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so the middle's salted caramel now" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kerry's chat - she runs Sugar & Spoon Cakes, Jade bakes for her; today "
                                            "Thu 6 July 2051, the Patel/Wood wedding is Sat 8 July)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="salted caramel - the red velvet was too sweet for Sam's mum", actual=reply)
