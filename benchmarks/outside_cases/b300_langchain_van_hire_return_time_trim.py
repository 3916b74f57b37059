"""Batch 300 (held out). A house move with a hired van: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Claire is moving from a flat in Brighouse to a house in Rastrick on Sat 5th April 2053 and has hired a Luton from
Ryburn Van & Truck Hire for the weekend. She chats with her assistant while she sorts it; each turn the chat is
trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the booking - a Luton, picked up Sat 5th at 8, back
Mon 7th by 5pm, £165 plus a £200 deposit. Turn 2 is the boxes. In turn 3 Claire says she rang Brian at the hire
place - the keys for the new house aren't till Monday lunchtime now (the chain's held up) so she's extended the van
to Tues 8th, 9am, £30 extra, he's fine with it. Turns 4 to 8 are the helpers, the hire place's confirmation email
(still "Return: Mon 07/04/53 17:00", Brian says ignore it, the system won't update), the mileage on the clock, the
fuel (full to full) and the parking permit. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question
(turn 9, Sun 6/4): "when's the van got to be back? don't want to get stung for another day" -> expected Tuesday
9am (extended for £30). The assistant says Monday by 5pm.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
the return to Tuesday 9am was in the history and in every window from turn 3 to turn 8, and this trim cut it from
the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on Tuesday, tues, the £30 or the chain); the confirmation email, the mileage and the fuel are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b300_langchain_van_hire_return_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "when's the van got to be back? don't want to get stung for another day"
TURNS = [
    ("MOVING 📦🚚 booked a luton from Ryburn Van & Truck Hire, pick up sat 5th 8am, back mon 7th by 5pm. £165 + £200 "
     "deposit (back in 5 working days). can u help me keep track of everything",
     "Of course - a Luton from Ryburn Van & Truck Hire, picked up Sat 5 April at 8am and due back Mon 7 April by "
     "5pm; £165 plus a £200 deposit, returned within 5 working days."),
    ("got 25 boxes off marketplace for a fiver 🙌 + bubble wrap from work. kitchen + books first",
     "Nice - 25 boxes for £5 and bubble wrap; pack the kitchen and the books first."),
    ("ugh rang Brian at the van place - keys for the new house aren't till mon lunchtime now, chain's held up 🙄 so "
     "I've extended the van to tues 9am, £30 extra, he's fine with it",
     "Got it - the van's now due back Tuesday 8 April at 9am, for £30 extra, since the keys aren't till Monday "
     "lunchtime."),
    ("helpers - our Dean + his mate sat morning, Mum's minding the dog, Auntie Pat's bringing butties 🥪",
     "Dean and his mate on Saturday morning, your mum has the dog, and Auntie Pat is bringing sandwiches."),
    ("confirmation email from Ryburn came thru: 'Vehicle: Luton LWB tail lift. Collection: Sat 05/04/53 08:00. "
     "Return: Mon 07/04/53 17:00.' Brian says ignore it the system won't update 🙄",
     "Noted - that's the confirmation email's wording; Brian says to ignore it."),
    ("picked it up!! 48,210 on the clock, 100 free miles a day, scratch on the nearside door already on the sheet 📸",
     "48,210 miles at pick-up, 100 free miles a day, and the nearside door scratch is recorded on the sheet."),
    ("fuel's full to full, they charge £2 a litre if it's not 😬 there's a garage on Huddersfield Rd",
     "Full to full - they charge £2 a litre otherwise; the garage on Huddersfield Road is handy."),
    ("got the parking permit for outside the new house from the council, it's on the dashboard",
     "The council parking permit for outside the new house is on the dashboard."),
    (QUESTION,
     "Monday by 5pm - that's what's on the booking, so get it back before then to avoid another day's charge."),
]
WINDOW = 11
GONE = ("tues", "tuesday", "£30", "chain")


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
            assert any("Return: Mon 07/04/53 17:00" in str(m.content) for m in window), window
            assert any("48,210 on the clock" in str(m.content) for m in window), window
            assert any("full to full" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("extended the van to tues 9am" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Claire's chat - she's moving from Brighouse to Rastrick with a hired "
                                            "van; today Sun 6 April 2053)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Tuesday 9am - she extended it for £30 because the keys aren't till Monday lunchtime",
       actual=reply)
