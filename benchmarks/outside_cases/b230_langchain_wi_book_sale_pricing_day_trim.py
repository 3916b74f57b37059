"""Batch 230 (held out). A WI's book sale: LangChain InMemoryChatMessageHistory + trim_messages (last 7 messages),
one root span per turn.

App: Mytholmroyd WI hold a book sale on Sat 22nd May 2049, 10-2 in the Methodist schoolroom, for the air ambulance -
tables of fiction, children's, cookery and gardening and a 'posh' table, paperbacks 50p, hardbacks £1, teas and
cake. Carol (the WI's sale organiser) chats with the WI's helper while she sorts it; each turn the chat is trimmed to
its last 7 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the sale - and a pricing evening Weds 19th at
Carol's, 7.30ish. Turn 2 is the tables. In turn 3, about the prices, Carol adds in passing that Doreen's grandson is
stopping with her that week, so pricing isn't at hers - it's the schoolroom, Thurs 20th, and the minister says they
can leave the boxes there overnight. Turn 4 is last year's reminder text for the helper to tidy (it still says
"pricing weds eve at mine 7.30"), turn 5 the teas, turn 6 the float. By turn 7 the trim drops turns 1 to 3; turns 4
to 6 stay. Question (turn 7, Mon 17/5): "what day are we pricing the books? need to tell Margaret so she can bring
her boxes" -> expected Thursday 20th May, at the Methodist schoolroom. The assistant says Weds 19th at Carol's.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that moved
the pricing was in the history and in every window from turn 3 to turn 6, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 6 and missing from turn 7's (nothing on Thurs
20th, Doreen's grandson or the boxes overnight); last year's reminder, the teas and the float are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b230_langchain_wi_book_sale_pricing_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what day are we pricing the books? need to tell Margaret so she can bring her boxes"
TURNS = [
    ("BOOK SALE 📚 sat 22nd may 10-2, Methodist schoolroom, for the air ambulance. pricing eve weds 19th at mine, "
     "7.30ish, bring a pencil + a rubber. can u help me keep on top of it",
     "Happy to - book sale Sat 22 May, 10-2 in the Methodist schoolroom for the air ambulance; pricing evening Weds "
     "19th at yours, about 7.30."),
    ("tables - fiction x3, kids, cookery/gardening + the 'posh' table (hardbacks + first eds). Margaret's got 14 "
     "boxes in her garage from the clear-out",
     "Tables: three of fiction, one children's, one cookery and gardening, and the posh table; Margaret has 14 boxes "
     "in her garage."),
    ("prices - paperbacks 50p or 3 for £1, hardbacks £1, posh table as marked. oh + Doreen's grandson's stopping w/ "
     "me that wk (long story 🙄) so pricing's not at mine, it's the schoolroom thurs 20th, the minister says we can "
     "leave the boxes there overnight",
     "Prices noted - paperbacks 50p or 3 for £1, hardbacks £1, posh table as marked. And pricing is now Thursday "
     "20th at the schoolroom, boxes can stay overnight."),
    ("can u tidy last yr's reminder txt - 'book sale sat!! pricing weds eve at mine 7.30, bring a pencil pls 📚 teas "
     "+ cake, all for the air ambulance'",
     "'Book sale this Saturday! Pricing Wednesday evening at mine, 7.30 - please bring a pencil. Teas and cake, all "
     "in aid of the air ambulance.'"),
    ("teas - 80p a cuppa, cake 50p a slice, Brenda's on the urn 9.30-2, Jean + Sue doing scones",
     "Teas: 80p a cup and 50p a slice of cake; Brenda on the urn 9.30-2, Jean and Sue making scones."),
    ("float £40 in coins from the bank, 2 tins, Pam + me on the tills. last yr we made £612 🙌",
     "A £40 float in two tins, Pam and you on the tills; last year's sale made £612."),
    (QUESTION,
     "Wednesday 19th, at yours, about 7.30 - tell Margaret to bring her boxes round then."),
]
WINDOW = 7
GONE = ("thurs 20th", "thursday 20th", "grandson", "overnight")


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
            assert any("pricing weds eve at mine 7.30" in str(m.content) for m in window), window
            assert any("Brenda's on the urn" in str(m.content) for m in window), window
            assert any("float £40 in coins" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("it's the schoolroom thurs 20th" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Carol's chat - she's organising Mytholmroyd WI's book sale; today Mon "
                                            "17 May 2049, the sale is Sat 22 May)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Thursday 20th May, at the Methodist schoolroom (not at Carol's - Doreen's grandson is "
                          "stopping with her)", actual=reply)
