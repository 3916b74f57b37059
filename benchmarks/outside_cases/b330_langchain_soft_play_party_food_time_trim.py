"""Batch 330 (held out). A soft play centre: LangChain InMemoryChatMessageHistory + trim_messages (last 13
messages), one root span per turn.

App: Kerry is booking her son Alfie's 5th birthday party at Jungle Jim's soft play in Sowerby Bridge for Sat 9th
April 2050 - an hour's play, food in the party room, cake, party bags, 20-odd kids from his class. She keeps track of
it in a chat with her helper; each turn the chat is trimmed to its last 13 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the party - 1-3, an hour of play then food in the
party room at 2, then cake. Turn 2 is the invites (handed out, "1-3" on them). In turn 3 Jungle Jim's have rung -
the party room's double booked at 2 (the party before runs over), so Alfie's food is at 2.30 now, play till then,
and they can stay till 3.30 at no extra cost. Turns 4 to 9 are the menu choices, the booking confirmation email
(still the old times: play 13:00-14:00, party room 14:00-15:00 - she'll ask them to resend it), the cake, the party
bags, Maisie's dairy allergy and Grandad's wheelchair. By turn 10 the trim drops turns 1 to 3; turns 4 to 9 stay.
Question (turn 10, Thu 7/4): "what time's the food? grandma's bringing the cake + wants to be there for the candles"
-> expected 2.30. The assistant says 2 o'clock.

Expected verdict: UpdateError at langchain.trim_messages (turn 10's trim, wrapped in fault()): the turn that moved
the food to 2.30 was in the history and in every window from turn 3 to turn 9, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 9 and missing from turn 10's (nothing on
2.30, 3.30 or the double booking); the confirmation email, the cake and the wheelchair are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b330_langchain_soft_play_party_food_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time's the food? grandma's bringing the cake + wants to be there for the candles"
TURNS = [
    ("ALFIE'S 5TH 🎉🦖 booked Jungle Jim's for sat 9th april, 1-3. hour of play then food in the party room at 2, "
     "then cake. 20 kids max. can u help me keep track of it all",
     "Happy to - Alfie's party at Jungle Jim's on Sat 9 April, 1 till 3: an hour's play, then food in the party "
     "room at 2, then the cake. Up to 20 children."),
    ("invites done + handed out at school today, put 1-3 on them. 14 yes already 😅",
     "Invites are out with 1-3 on them, and 14 have said yes so far."),
    ("Jungle Jim's just rang - party room's double booked at 2, the one before us runs over, so our food's at 2.30 "
     "now. they'll let them play till then + we can stay till 3.30, no extra 🙌 so actually a longer party",
     "Got it - the food's at 2.30 now rather than 2, with play until then, and you can stay until 3.30 at no extra "
     "cost."),
    ("menu choices - 11 nuggets, 6 fish fingers, 3 veggie sausages, all chips. squash + a fruit pot each",
     "Menu: 11 nuggets, 6 fish fingers, 3 veggie sausages, all with chips, plus squash and a fruit pot each."),
    ("confirmation email came 🙄 'Party Package B - Sat 09/04, Play 13:00-14:00, Party Room 14:00-15:00, hot food + "
     "squash, 20 children' - that's the old one, i'll ask them to resend. is the rest right?",
     "The rest of it matches what you booked: Package B, hot food and squash, 20 children."),
    ("cake - my mum's doing a dinosaur one, chocolate, no nuts. Jungle Jim's do the candles + the singing",
     "Your mum's making a chocolate dinosaur cake (no nuts), and Jungle Jim's staff do the candles and the singing."),
    ("party bags - 20 off Amazon, dinosaur ones, a slice of cake + a bubbles each",
     "Twenty dinosaur party bags, each with a slice of cake and bubbles."),
    ("Maisie's dairy free - need to tell them for her food + get her a diff slice of cake",
     "Noted: Maisie is dairy free - tell Jungle Jim's for her food, and she'll need a different slice of cake."),
    ("grandad's coming in his wheelchair, is there a way in? - they said ramp at the side door, party room's on the "
     "ground floor 👍",
     "Good - there's a ramp at the side door, and the party room is on the ground floor."),
    (QUESTION,
     "The food's at 2 o'clock in the party room, after the hour of play - so grandma wants to be there by 2 for the "
     "candles."),
]
WINDOW = 13
GONE = ("2.30", "3.30", "double booked", "runs over")


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
            assert any("Party Room 14:00-15:00" in str(m.content) for m in window), window
            assert any("dinosaur one, chocolate" in str(m.content) for m in window), window
            assert any("ramp at the side door" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so our food's at 2.30 now" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kerry's chat - her son Alfie's 5th birthday party is at Jungle Jim's "
                                            "soft play on Sat 9 April 2050; today Thu 7 April)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="2.30 - the party room was double booked at 2, so the food's half an hour later",
       actual=reply)
