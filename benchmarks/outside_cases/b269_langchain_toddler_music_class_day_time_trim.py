"""Batch 269 (held out). A toddler music class's terms and bookings: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Hannah's daughter Maisie (2) goes to Little Notes - Becky's music class for babies and toddlers at the Scout
hut, shakers, bubbles and the parachute, booked a term at a time. Hannah keeps track of it in a chat with her family
helper; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the booking - the summer term, Weds 10am at the
Scout hut, from 19th April, 11 weeks, £71.50 paid. Turn 2 is Maisie's jabs on the 26th (a missed week, Becky will
do a catch-up). In turn 3 Hannah says nursery have changed Maisie's days - she's in Weds and Fri now - so Becky's
moved them to the THURS 9.30 class, same hut, from Thu 4th May. Turns 4 to 8 are the invoice (still "Weds 10.00",
Becky says ignore it), what to bring, grandma staying in the session, parking at the Co-op and the teddy. By turn 9
the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Tue 9/5): "which day + time is Maisie's music
again? grandma's taking her this wk + wants it on the calendar" -> expected Thursday 9.30 (at the Scout hut). The
assistant says Wednesday at 10.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
Maisie to the Thursday 9.30 class was in the history and in every window from turn 3 to turn 8, and this trim cut it
from the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on Thursday, 9.30 or nursery's days); the invoice, grandma and the parking are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b269_langchain_toddler_music_class_day_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "which day + time is Maisie's music again? grandma's taking her this wk + wants it on the calendar"
TURNS = [
    ("2051-04-02 booked Maisie into Little Notes for the summer term 🎶 weds 10am at the Scout hut, starts 19th "
     "april, 11 wks, £71.50 paid by transfer. can u keep track of it for me",
     "Will do - Maisie's booked into Little Notes for the summer term: Wednesdays at 10am at the Scout hut, from 19 "
     "April for 11 weeks, £71.50 paid."),
    ("she's got her 2yr jabs on the 26th so we'll miss that one, Becky says she'll do a catch up",
     "Noted - she'll miss the session on the 26th for her jabs, and Becky will do a catch-up."),
    ("ugh nursery have changed her days 🙄 she's in weds + fri now, so Becky's moved us to the THURS 9.30 class, "
     "same hut, from thurs 4th may",
     "Got it - from Thursday 4 May Maisie's in the Thursday 9.30 class at the Scout hut instead, since nursery now "
     "has her on Wednesdays and Fridays."),
    ("invoice came thru - 'Little Notes summer term: Maisie R, Weds 10.00, 11 wks, £71.50, PAID' - Becky says "
     "ignore the day on it, her system only does one class per term",
     "The invoice shows the summer term as paid, £71.50 - and Becky says to ignore the class printed on it."),
    ("what do we need to bring? Becky said nothing really, maybe a drink, shakers + scarves provided",
     "Nothing much - maybe a drink for Maisie; the shakers and scarves are provided."),
    ("can grandma stay in the session with her or is it drop off?",
     "Grown-ups stay in the session with the little ones, so grandma can join in."),
    ("parking at the Scout hut is a nightmare, Becky says use the Co-op + walk round, 2 mins",
     "Parking at the Scout hut is tight - use the Co-op car park and walk round, about two minutes."),
    ("can she bring her teddy 😂 she won't go anywhere without him",
     "Teddy's welcome - plenty of the toddlers bring one."),
    (QUESTION,
     "Wednesday at 10am, at the Scout hut - grandma can park at the Co-op and walk round."),
]
WINDOW = 11
GONE = ("thurs", "9.30", "nursery", "weds + fri")


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
            assert any("Maisie R, Weds 10.00, 11 wks" in str(m.content) for m in window), window
            assert any("can grandma stay in the session" in str(m.content) for m in window), window
            assert any("use the Co-op + walk round" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("Becky's moved us to the THURS 9.30 class" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Hannah's chat - her daughter Maisie, 2, goes to Little Notes music "
                                            "class; today Tue 9 May 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Thursday at 9.30 (Scout hut) - moved from the Weds 10am when nursery changed her days",
       actual=reply)
