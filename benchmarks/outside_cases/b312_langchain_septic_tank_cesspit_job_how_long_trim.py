"""Batch 312 (held out). A septic tank emptying service: LangChain InMemoryChatMessageHistory + trim_messages (last
11 messages), one root span per turn.

App: Calder Drainage empty septic tanks and cesspits round Huddersfield and the Colne Valley - two tankers, Kev and
Dave driving, Sharon in the office doing the diary. Sharon chats with the firm's helper while she books the week;
each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is a new customer - Mr and Mrs Aziz at Hill Top
Cottage, Scammonden, a septic tank of about 3000 gallons they reckon, booked Thurs 16th June 9am, 2 hrs in the
diary. Turn 2, Kev has the small tanker that week. In turn 3 Sharon rang them back - it's a cesspit not a septic
tank, nothing soaks away, and the old boy before them said it's about 18,000 litres, so that's 2 loads with the
small tanker and a run to Esholt in between - call it 4 hrs, Kev's fine with it. Turns 4 to 8 are Esholt's
tipping price, a caravan park quote, the printed job sheet (still "septic tank, approx 3000 gal, 2 hrs" - she'll
redo it), insurance and the waste transfer notes. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay.
Question (turn 9, Tue 14/6): "how long shall I block out for Hill Top Cottage on thurs? want to fit Brook Cottage in
after" -> expected about 4 hours (a cesspit, 2 loads with a tip in between). The assistant says 2 hours.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
job 4 hours was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 4 hrs,
the cesspit, 18000 litres or 2 loads); the job sheet, the tipping price and the waste transfer notes are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b312_langchain_septic_tank_cesspit_job_how_long_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long shall I block out for Hill Top Cottage on thurs? want to fit Brook Cottage in after"
TURNS = [
    ("new one 🙌 Mr + Mrs Aziz, Hill Top Cottage, Scammonden. septic tank, they reckon abt 3000 gal, never been done "
     "since they moved in. booked thurs 16th june 9am, put 2 hrs in the diary",
     "Added: Mr and Mrs Aziz, Hill Top Cottage, Scammonden - septic tank, about 3000 gallons, Thu 16 June at 9am, "
     "2 hours blocked out."),
    ("Kev's got the small tanker all that wk, big one's at Fieldhouse's for brakes till the 20th",
     "Noted - Kev's on the small tanker that week; the big one is at Fieldhouse's for its brakes until the 20th."),
    ("rang the Aziz's back re access + turns out its a cesspit not a septic tank 😳 nothing soaks away, it all just "
     "sits there. old boy before them said its abt 18000 litres so thats 2 loads w/ the small tanker + a run to "
     "Esholt in between. call it 4 hrs, Kev's fine w/ it",
     "Updated: Hill Top Cottage is a cesspit of about 18,000 litres - two loads with the small tanker and a tip at "
     "Esholt in between, so about 4 hours. Kev's fine with it."),
    ("Esholt tipping's £32 a load now, from the 1st. pass it on where we can",
     "Esholt tipping is £32 a load from the 1st - I'll flag it on quotes."),
    ("quote for Brookfoot caravan park - 2 tanks + the shower block interceptor, £490 + vat, they want it b4 the "
     "school hols",
     "Brookfoot caravan park quote: two tanks plus the shower block interceptor, £490 + VAT, before the school "
     "holidays."),
    ("job sheets printed for the wk. thurs - 'Hill Top Cottage, Scammonden, 9am, septic tank, approx 3000 gal, 2 "
     "hrs' - ugh i'll redo that one. can u check the postcodes on the rest",
     "The other postcodes on the week's job sheets look right."),
    ("van insurance renewal's due 20/6, Dave wants to shop around this yr",
     "Van insurance renewal due 20 June - Dave wants quotes from elsewhere this year."),
    ("new book of waste transfer notes came, in the top drawer. Kev's used the last of the old one",
     "New waste transfer notes are in the top drawer; the old book's used up."),
    (QUESTION,
     "2 hours - 9 till 11, so Brook Cottage could go in from about 11.30."),
]
WINDOW = 11
GONE = ("4 hrs", "4 hours", "cesspit", "18000", "18,000", "2 loads", "two loads")


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
            assert any("septic tank, approx 3000 gal, 2 hrs" in str(m.content) for m in window), window
            assert any("£32 a load" in str(m.content) for m in window), window
            assert any("waste transfer notes" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("call it 4 hrs" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Sharon's chat - she runs the office at Calder Drainage, septic tank "
                                            "and cesspit emptying; today Tue 14 June 2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="about 4 hours - it's a cesspit, 2 loads with a run to Esholt in between", actual=reply)
