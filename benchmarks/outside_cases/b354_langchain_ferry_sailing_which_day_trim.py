"""Batch 354 (held out). A ferry operator's booking chat: LangChain InMemoryChatMessageHistory + trim_messages (last
11 messages), one root span per turn.

App: Aegir Line's web chat assistant answers customers about their bookings; the customer's messages carry the
chat widget's timestamp. Each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 (Mon 12 Jun 2051 19:40, UTC+1) is Mr Byrne's booking,
FX7-30291, Rosslare-Cherbourg on Mon 19 June, dep 16:00 local (UTC+1), a car, two adults and a dog. Turn 2 is the
cabin. In turn 3 (Fri 16 Jun 2051 10:02, UTC+1) he quotes the email he got - "We regret to inform you that the 16:00
sailing on 19 June has been cancelled due to a berth closure at Cherbourg" - and says the agent on the phone has
just moved them to "the sailing the day after tomorrow at 20:30", same cabin; the assistant notes it without
restating the date. Turns 4 to 8 are the dog, his printed e-ticket (which still reads MON 19 JUN 2051 DEP 16:00),
the roof box, the restaurant and his Club Aegir points. By turn 9 the trim drops turns 1 to 3. Question (turn 9,
Sat 17 Jun 2051 09:15, UTC+1): "Could you please confirm the date and time of our sailing now? I need to book a B&B
near Rosslare for the night before." -> expected Sunday 18 June 2051, 20:30 local - tomorrow (the day after
tomorrow counted from Friday the 16th, when it was said; counting from the day he asks gives Monday the 19th, the
cancelled date). The assistant says Monday 19 June at 16:00.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn with the
move to the 20:30 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on 20:30, the cancellation or the berth closure); the e-ticket's MON 19 JUN 16:00, the dog and the roof box are in
it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b354_langchain_ferry_sailing_which_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("[Sat 17 Jun 2051 09:15, UTC+1] Could you please confirm the date and time of our sailing now? I need "
            "to book a B&B near Rosslare for the night before.")
TURNS = [
    ("[Mon 12 Jun 2051 19:40, UTC+1] Good evening. Booking ref FX7-30291 - Rosslare to Cherbourg on Mon 19 June, "
     "dep 16:00 local, 1 car, 2 adults (myself, D. Byrne, and my wife) and our dog. Just checking everything is in "
     "order.",
     "Good evening, Mr Byrne. Thank you for contacting Aegir Line. I can see booking FX7-30291 with one car, two "
     "adults and one dog. Everything appears to be in order."),
    ("[Mon 12 Jun 2051 19:44, UTC+1] Is the 2-berth outside cabin included or do we pay on board?",
     "Your 2-berth outside cabin (C4 deck) is included and already paid for."),
    ("[Fri 16 Jun 2051 10:02, UTC+1] Hello again. I received your email this morning: 'We regret to inform you that "
     "the 16:00 sailing on 19 June has been cancelled due to a berth closure at Cherbourg.' Your colleague Aoife on "
     "the phone has just moved us to the sailing the day after tomorrow at 20:30 instead, same cabin. Could you "
     "please make sure that's noted?",
     "Thank you, Mr Byrne, and please accept our apologies for the disruption. I have noted the change to the 20:30 "
     "sailing agreed with my colleague on booking FX7-30291; your cabin is unchanged."),
    ("[Fri 16 Jun 2051 10:09, UTC+1] The dog - does he stay in the car or is there a kennel?",
     "Dogs travel in the onboard kennels on deck 7, which you may visit during the crossing; please bring his pet "
     "passport and have him microchipped."),
    ("[Fri 16 Jun 2051 10:12, UTC+1] My printed e-ticket still says 'FX7-30291 ROSSLARE-CHERBOURG MON 19 JUN 2051 "
     "DEP 16:00 - CHECK-IN CLOSES 15:00'. Is the printout alright to bring or do you need something else?",
     "You may bring the printout or show the e-ticket on your phone; the booking reference is what the check-in "
     "booth uses."),
    ("[Fri 16 Jun 2051 10:15, UTC+1] We'll have a roof box on, total height about 1.95 m. Any surcharge?",
     "Vehicles over 1.85 m are classed as high vehicles; I have added the high-vehicle supplement of EUR 38 to your "
     "booking and you will be directed to the upper car deck."),
    ("[Fri 16 Jun 2051 10:20, UTC+1] Can we book the restaurant for dinner on board?",
     "Yes - I have reserved a table for two in the Brasserie at the second sitting; you can pay on board."),
    ("[Fri 16 Jun 2051 10:23, UTC+1] Last thing, will I get Club Aegir points for this?",
     "Yes - as a Club Aegir Blue member you will earn 310 points once the sailing is completed."),
    (QUESTION,
     "Certainly, Mr Byrne. Your sailing from Rosslare to Cherbourg is on Monday 19 June 2051, departing 16:00 local "
     "time; check-in closes at 15:00, so a B&B near Rosslare for Sunday night would suit."),
]
WINDOW = 11
GONE = ("20:30", "cancelled", "berth closure", "day after tomorrow")


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
            assert any("MON 19 JUN 2051 DEP 16:00" in str(m.content) for m in window), window
            assert any("onboard kennels" in str(m.content) for m in window), window
            assert any("roof box" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("the sailing the day after tomorrow at 20:30" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Aegir Line web chat - customer Mr D. Byrne, booking FX7-30291; times "
                                            "in the customer's messages are the chat widget's timestamps)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Sunday 18 June 2051 at 20:30 local - the 19 June 16:00 was cancelled and on Fri 16 June "
                          "he was moved to the sailing two days later", actual=reply)
