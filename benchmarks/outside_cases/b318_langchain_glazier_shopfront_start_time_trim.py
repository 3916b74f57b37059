"""Batch 318 (held out). A glazier's small business: LangChain InMemoryChatMessageHistory + trim_messages (last 13
messages), one root span per turn.

App: Dean Walsh Glazing (Dean, his lad Kyle, and Kerry who does the office) are putting a new shop front in at
Crumbs, the bakery on Market St, on Sat 15th March 2051 - two big panes of 10mm toughened, the old ones cracked when
a delivery lorry clipped the sill. Kerry chats with the firm's helper through the week to keep on top of it; each
turn the chat is trimmed to its last 13 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the job - Sat 15th, start 8 sharp, two panes 1800 x
2200, lifter from HSS. Turn 2 is the Hussains' conservatory. In turn 3 Kerry says Janice at Crumbs rang - Saturday's
her busiest day and she can't open with the front boarded up, so Dean's said they'll start at 6 and have the new
panes in before she opens at 9 (he's grumbling but fine). Turns 4 to 9 are the glass delivery, the council's letter
for the parking bay (still "08:00-13:00", Kerry's ringing them), the lifter, the Okafor order, the van and the
invoice for Crumbs. By turn 10 the trim drops turns 1 to 3; turns 4 to 9 stay. Question (turn 10, Thu 13/3): "what
time are the lads starting at Crumbs on sat? Kyle's asking when he needs his alarm on 😴" -> expected 6am. The
assistant says 8.

Expected verdict: UpdateError at langchain.trim_messages (turn 10's trim, wrapped in fault()): the turn that moved
the start to 6 was in the history and in every window from turn 3 to turn 9, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 9 and missing from turn 10's (nothing on 6am,
Janice or boarded up); the council letter, the lifter and the invoice are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b318_langchain_glazier_shopfront_start_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time are the lads starting at Crumbs on sat? Kyle's asking when he needs his alarm on 😴"
TURNS = [
    ("right, Crumbs shop front 🥐 sat 15th march, Dean + Kyle, start 8 sharp. 2 panes 10mm toughened 1800 x 2200, "
     "lifter from HSS. can u keep track of it for me",
     "Will do - Crumbs bakery shop front, Sat 15 March, Dean and Kyle starting at 8: two 1800 x 2200 panes of 10mm "
     "toughened, with the lifter from HSS."),
    ("Hussains conservatory's done, 3 sheets in, she's paid on the card",
     "Great - the Hussains' conservatory is finished and paid on the card."),
    ("Janice from Crumbs rang 🙄 sat's her busiest day, she can't open with the front all boarded up. so Dean's said "
     "they'll start at 6 + have the new panes in before she opens at 9. he's grumbling but fine",
     "Got it - Saturday's start at Crumbs is 6am now, so the new panes are in before Janice opens at 9."),
    ("glass is coming from Pilkingtons fri afternoon, 2-4, Dean wants it straight on the A-frame in the unit",
     "Pilkingtons are delivering Friday 2 till 4; it goes straight onto the A-frame in the unit."),
    ("council letter came for the parking bay 📄 'suspension of bay outside 22 Market St, Sat 15th, 08:00-13:00'. "
     "need to ring them and get that sorted, remind me",
     "I'll remind you to ring the council about the bay suspension outside 22 Market St."),
    ("HSS - lifter's £85 for the day, pick up fri after 4, back mon am",
     "The HSS lifter is £85 for the day: pick it up Friday after 4, back Monday morning."),
    ("Okafor unit's ordered, 4-16-4 + the Flemish for her bathroom, 10 working days",
     "Mrs Okafor's unit and the Flemish bathroom glass are ordered - about 10 working days."),
    ("van's MOT is the 24th not the 17th, they moved it",
     "Noted - the van's MOT is on the 24th now."),
    ("Crumbs invoice - £1,340 + VAT, 50% up front, she's paying the rest in bread 😂 (joking)",
     "Crumbs invoice: £1,340 plus VAT, half up front."),
    (QUESTION,
     "8 o'clock on Saturday - so Kyle wants to be up by about 7."),
]
WINDOW = 13
GONE = ("6am", "start at 6", "janice", "boarded up")


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
            assert any("Sat 15th, 08:00-13:00" in str(m.content) for m in window), window
            assert any("lifter's £85 for the day" in str(m.content) for m in window), window
            assert any("Crumbs invoice" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("they'll start at 6 + have the new panes in" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kerry's chat - she runs the office at Dean Walsh Glazing; today Thu 13 "
                                            "March 2051, the Crumbs shop front is Sat 15 March)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="6am - Janice can't open with the front boarded up, so they're in before 9",
       actual=reply)
