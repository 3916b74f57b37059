"""b4_ctl_langgraph_focaccia_label -- CONTROL (no fault): a recipe box on a LangGraph InMemoryStore, get by key.

App: each recipe is `store.put(("recipes", "ana"), slug, {"title", "text"})`; the answer reads the recipe with
`store.get` and the model answers correctly from it ("220°C for 20 minutes").

Wrong label: the dataset's gold says "200°C for 25 minutes", which no input holds (the recipe card says 220°C / 20
min; the other recipes use other temperatures and times). Expected: AnnotationError (no operation to blame).
"""
import common

common.setup("b4_ctl_langgraph_focaccia_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

store = InMemoryStore()
NS = ("recipes", "ana")
recipes = {
    "grandma-focaccia": ("Grandma's focaccia", "Proof the dough twice, dimple with olive oil and rosemary, then bake "
                                               "at 220°C for 20 minutes until golden."),
    "banana-bread": ("Banana bread", "Three very ripe bananas, 180°C for 55 minutes, cover with foil after 40."),
    "roast-peppers": ("Roast peppers", "Halve, oil and roast at 230°C for 35 minutes, then peel."),
}
for slug, (title, text) in recipes.items():
    store.put(NS, slug, {"title": title, "text": text})

q = "At what temperature and for how long do I bake grandma's focaccia?"
item = store.get(NS, "grandma-focaccia")
ctx = [f"{item.value['title']}: {item.value['text']}"]
a = common.answer(q, ctx, mock="Bake it at 220°C for 20 minutes, until golden.")
common.finish(q, expected="200°C for 25 minutes", actual=a)
