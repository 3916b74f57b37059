"""Batch 153 (held out). A church warden's chat about the harvest supper: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Jean is a church warden at St Oswald's and sells the tickets for the harvest supper (Fri 2nd Oct 2037, 7pm in
the church hall: a hot meal, then Harold's auction of promises), and chats with the parish helper about it the week
before; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she gives the ticket prices - £9 adults, £4.50 for
kids, under 5s free - from her or the back of church after the 10.30, and, in passing, that the Rev's put it in the
pew sheet. Turn 2 is the menu (a hot dinner this year, cottage pie or a veggie one, since last year's ploughman's at
a fiver a head got moans), turn 3 the auction lots, turn 4 the raffle and turn 5 the setting up. By turn 6 the trim
drops turn 1; turns 2 to 5 stay. Question (turn 6, Weds 30/9): "the Mortons want 2 adults + their 2 girls (7 and 3)
- how much do i charge them?" -> expected £22.50 (2 x £9 + £4.50 for the 7 year old, the 3 year old free). The
assistant says £20, a fiver a head, going by last year's ploughman's.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the
ticket prices was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's; the menu (with the fiver a head), auction
and setting-up turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b153_langchain_harvest_tickets_sum_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "the Mortons want 2 adults + their 2 girls (7 and 3) - how much do i charge them?"
TURNS = [
    ("harvest supper tickets - £9 adults, £4.50 kids, under 5s free. from me or the back of church after the 10.30. "
     "Rev's put it in the pew sheet (spelt harvest wrong, bless her)",
     "Harvest supper tickets: £9 adults, £4.50 children, under-5s free; from you or at the back of church after the "
     "10.30 service."),
    ("menu: proper hot dinner this yr, cottage pie or a veggie one (Mavis doing lentil), apple crumble + custard. last "
     "yr's ploughman's at a fiver a head got moans, folk said they'd pay more for hot",
     "Menu: cottage pie or Mavis's lentil pie, then apple crumble and custard - a hot dinner instead of last year's "
     "£5 ploughman's."),
    ("auction of promises lots so far - Ted's trailer of logs, a cake a month from Mavis, Harold's brace of pheasants, "
     "2 hrs gardening off the Scouts. Harold's auctioneer again, he's got a gavel off ebay lol",
     "Auction lots: Ted's logs, Mavis's cake a month, Harold's pheasants and two hours' gardening from the Scouts; "
     "Harold is auctioneer."),
    ("raffle 50p a ticket, £2 a strip of 5. prizes on the table by the hatch, Co-op's given a hamper",
     "Raffle: 50p a ticket or £2 for a strip of five; prizes on the table by the hatch, including the Co-op's "
     "hamper."),
    ("set up fri from 5 - tables out, Harold's bringing the big urn, the Brownies are doing the table decorations "
     "(marrows lol). washing up rota on the kitchen door",
     "Set-up from 5pm Friday: tables out, Harold bringing the urn, Brownies decorating the tables; washing-up rota "
     "on the kitchen door."),
    (QUESTION,
     "£20 - it's a fiver a head, same as last year."),
]
WINDOW = 10


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
            assert not any("£9" in str(m.content) or "under 5s" in str(m.content) or "4.50" in str(m.content)
                           for m in window), window
            assert any("at a fiver a head" in str(m.content) for m in window), window
            assert any("auction of promises" in str(m.content) for m in window), window
            assert any("set up fri from 5" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("£9 adults, £4.50 kids, under 5s free" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jean's chat - church warden at St Oswald's, selling tickets for the "
                                            "harvest supper, Fri 2 October 2037, 7pm, church hall; today Weds 30 "
                                            "September)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="£22.50 - 2 adults at £9 and £4.50 for the 7 year old; the 3 year old's free", actual=reply)
