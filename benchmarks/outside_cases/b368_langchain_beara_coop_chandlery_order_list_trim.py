"""Batch 368 (held out). An Irish fishing co-op's chandlery orders: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: the Beara Fishermen's Co-op (Castletownbere) run a chandlery for their member boats - rope, shackles, door
shoes, oil, gloves - and the co-op van brings the orders down to the pier. Declan, skipper of the Ellen Rose (S 142),
chats with the co-op's chandlery helper while he sorts the boat's gear; each turn the chat is trimmed to its last 11
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the order - 2 trawl door shoes (120 kg), 200 m of
18mm combination rope, 10 x 3/4 bow shackles, a box of gloves (L), 2 x 25 L hydraulic oil. Turn 2 is the fuel. In
turn 3 Declan says scrub the door shoes - Donal welded new ones on at the slip on Saturday - and make the rope 300 m
not 200, the sweeps are shot as well. Turns 4 to 8 are the net loft, the chandler's quote (Q-2291, dated Fri 3rd,
before the change - still the door shoes and the 200 m), the ice, an added pair of LED deck lights and the crew. By
turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Weds 8/3): "what's on our order now? Pat's
loading the van thurs" -> expected 300 m of 18mm combination rope, 10 bow shackles, the box of gloves, 2 x 25 L
hydraulic oil and the 2 LED deck lights - no door shoes (a list whose parts sit in turns 1, 3 and 7). The assistant
lists the quote: the door shoes, 200 m of rope, shackles, gloves, oil, plus the lights.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that dropped
the door shoes and made the rope 300 m was in the history and in every window from turn 3 to turn 8, and this trim
cut it from the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from
turn 9's (nothing on 300 m, Donal's welding or scrubbing the shoes); the quote, the deck lights and the crew are in
it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b368_langchain_beara_coop_chandlery_order_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what's on our order now? Pat's loading the van thurs"
TURNS = [
    ("order for the Ellen Rose S 142 pls: 2 x trawl door shoes 120kg, 200m 18mm combination, 10 x 3/4 bow shackles, "
     "1 box gloves (L), 2 x 25L hyd oil. on the boat acc",
     "Order for the Ellen Rose on the boat account: 2 trawl door shoes (120 kg), 200 m of 18mm combination rope, 10 "
     "bow shackles (3/4), a box of large gloves and 2 x 25 L hydraulic oil."),
    ("fuel - 3,000 L fri morning at the pier, tanker's booked",
     "Fuel: 3,000 L at the pier on Friday morning, tanker booked."),
    ("scrub the door shoes, Donal welded new ones on at the slip sat 💪 and make the rope 300m not 200, the sweeps "
     "are shot as well",
     "Done - the door shoes are off the order, and the combination rope is 300 m now to do the sweeps as well."),
    ("net's at the loft w/ Seamus, belly + the cod end, says thurs wk", "Net at the loft with Seamus, back Thursday "
                                                                         "week."),
    ("chandler's sent the quote thru 🙄 'Q-2291 Fri 3rd - Ellen Rose: door shoes 120kg x2 €640, combination 18mm "
     "200m €1,180, bow shackle 3/4 x10 €95, gloves L x1 box €38, hyd oil 25L x2 €210' - can u check the prices r "
     "the co-op ones",
     "Those are the co-op member prices, yes."),
    ("ice - 20 bins fri 0700 from the plant, HW 0748", "Ice: 20 bins on Friday at 0700 from the plant (HW 0748)."),
    ("add 2 x LED deck lights (the 100W ones) to the order, the starboard one's full of water",
     "Added: 2 x 100W LED deck lights."),
    ("crew next trip - me, Kieran, Sean Óg, the two Lithuanian lads. Kieran's ticket's in date ✔",
     "Crew next trip: you, Kieran, Sean Óg and the two Lithuanian lads; Kieran's ticket's in date."),
    (QUESTION,
     "On the order: 2 trawl door shoes (120 kg), 200 m of 18mm combination, 10 x 3/4 bow shackles, a box of large "
     "gloves, 2 x 25 L hydraulic oil and 2 x 100W LED deck lights."),
]
WINDOW = 11
GONE = ("300m", "300 m", "welded", "scrub", "off the order")


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
            assert any("Q-2291 Fri 3rd" in str(m.content) and "200m" in str(m.content) for m in window), window
            assert any("LED deck lights" in str(m.content) for m in window), window
            assert any("Kieran's ticket" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("make the rope 300m not 200" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Declan's chat - skipper of the Ellen Rose S 142, Beara Fishermen's "
                                            "Co-op chandlery; today Weds 8 March 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="300 m of 18mm combination, 10 x 3/4 bow shackles, a box of large gloves, 2 x 25 L hydraulic "
                          "oil and 2 x 100W LED deck lights - the door shoes were scrubbed", actual=reply)
