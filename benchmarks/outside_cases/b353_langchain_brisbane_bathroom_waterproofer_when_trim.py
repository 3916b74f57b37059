"""Batch 353 (held out). A bathroom renovator in Brisbane: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: Bec runs Bayside Bathrooms in Brisbane; in May 2050 she's doing the Hendersons' main bathroom at 31 Latrobe
Tce, Paddington - strip-out, plumber's rough-in, waterproofing by Dave from Seal-Tite, tiles by Tony, then the fit-off.
She texts the business's helper through the job; each turn the chat is trimmed to its last 11 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 (Mon 9/5, 6.10am) - strip-out done Friday, the
waterproofer's booked for tomorrow arvo, then 24 hr cure before Tony can start. Turn 2 is the plumber's rough-in. In
turn 3 (Tue 10/5, 7.05am) Bec says Dave texted - his membrane supplier's run dry till the weekend, so he'll do them
next Monday instead, first thing; she's pushed Tony back too, no dramas. "Next Monday" said on Tue 10 May 2050 is
Mon 16 May. Turns 4 to 8: Seal-Tite's booking system's confirmation email (still "Tue 10/05 12.30pm" - "their
system's always behind"), the sparky and VO #2 (two extra downlights), the vanity, the skip, the client's niche
question. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu 12/5): "when's the
waterproofer coming to Paddington again? Tony's asking when he can start" -> expected Monday 16 May, first thing
(Tony from Tuesday 17th after the 24 hr cure). The assistant says Tuesday arvo, the 10th.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved the
waterproofer to next Monday was in the history and in every window from turn 3 to turn 8, and this trim cut it from
the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on next Monday, the membrane supplier or the 16th); the booking email, the downlights VO and the skip are in
it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b353_langchain_brisbane_bathroom_waterproofer_when_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "when's the waterproofer coming to Paddington again? Tony's asking when he can start"
TURNS = [
    ("mon 9/5 6.10am - PADDINGTON (the Hendersons, 31 Latrobe Tce) strip-out done fri 💪 waterproofer's (Dave, "
     "Seal-Tite) booked for tomorrow arvo, then 24 hr cure b4 Tony can start tiling. can u keep track of this one",
     "Will do - Paddington, the Hendersons at 31 Latrobe Tce: strip-out done, Dave from Seal-Tite waterproofing "
     "tomorrow (Tue) arvo, then 24 hours' cure before Tony starts."),
    ("plumber did the rough-in yday, moved the waste 200 for the new vanity, all good. pressure test passed",
     "Rough-in done with the waste moved 200mm for the vanity, and the pressure test passed."),
    ("tue 10/5 7.05am - Dave texted, his membrane supplier's run dry till the weekend 😤 so he'll do us next monday "
     "instead, first thing. pushed Tony back too, no dramas",
     "Got it - Dave's now doing the waterproofing next Monday first thing (his supplier's out of membrane), and "
     "Tony's pushed back to suit."),
    ("fwd from Seal-Tite's system: 'Booking confirmed - 31 Latrobe Tce Paddington - Tue 10/05 12.30pm - membrane + "
     "puddle flanges'. their system's always behind lol",
     "Noted the Seal-Tite booking email for 31 Latrobe Tce."),
    ("sparky's been, Jo Henderson asked for 2 more downlights over the vanity - VO #2: extra 2 downlights +$180 "
     "inc GST, she's approved by text",
     "VO #2: two extra downlights over the vanity, +$180 inc GST, approved by Mrs Henderson by text."),
    ("vanity's the 900 wall hung in Oak from Reece, ETA 20/5, toilet's in stock",
     "The 900 wall-hung Oak vanity from Reece is due 20/5; the toilet's in stock."),
    ("skip's full, swap booked for fri 7am. tell the neighbour at 33 it'll be on the verge not her driveway",
     "Skip swap Friday 7am - it'll go on the verge, not the driveway at number 33."),
    ("Jo wants to know if the niche can go on the back wall instead of the side, reckon it can, just a stud to move",
     "Moving the niche to the back wall sounds doable - just one stud to shift before the waterproofing."),
    (QUESTION,
     "Dave's booked for Tuesday arvo, the 10th (12.30pm) - so Tony can start after the 24 hr cure."),
]
WINDOW = 11
GONE = ("next monday", "membrane supplier", "run dry", "16/5", "16th")


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
            assert any("Tue 10/05 12.30pm" in str(m.content) for m in window), window
            assert any("extra 2 downlights +$180 inc GST" in str(m.content) for m in window), window
            assert any("swap booked for fri 7am" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("he'll do us next monday instead" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Bec's chat - she runs Bayside Bathrooms, Brisbane; today Thu 12 May "
                                            "2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Monday 16 May, first thing - Dave moved it to 'next monday' on Tue 10/5 (his supplier ran "
                          "out of membrane); Tony can start Tue 17th after the cure", actual=reply)
